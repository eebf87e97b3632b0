import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { notifications } from '../../../db/schema/notifications';
import { workerAccounts } from '../../../db/schema/worker-accounts';
import { workerInvites, workers } from '../../../db/schema/workers';
import { expectNotFoundForOtherCompany, PASSWORD, useTestApp, type TestCompany } from '../../../../test/helpers';
import { uniqueWorkerEmail, WORKER_PASSWORD, workerPortalFixtures, workerTokenHeaders } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp({ throttle: { slowAfter: 100, lockAfterPerAccount: 5, lockAfterPerAddress: 1000 } });

const uniqueEmail = uniqueWorkerEmail;
const tokenHeaders = workerTokenHeaders;
// here `accept` answers the raw response: most tests look at refusals
const { invite: inviteWorker, acceptResponse: accept, lastLinkTo, workerSignIn } = workerPortalFixtures(ctx);
const invite = (company: TestCompany, email = uniqueEmail(), contractTitle?: string) => inviteWorker(company, email, undefined, contractTitle);

describe('GET /api/worker_invitations/{token}', () => {
  it('shows the company, the invited worker and whether an account with the address exists', async () => {
    const company = await ctx.makeCompany('招待元株式会社');
    const inv = await invite(company);
    const res = await ctx.call('GET', `/api/worker_invitations/${inv.token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ company_name: '招待元株式会社', worker_name: '新井 結衣', email: inv.email, account_exists: false });
  });

  it('answers 404 for an unknown, an accepted and a cancelled link, and 410 for an expired one', async () => {
    const company = await ctx.makeCompany();
    expect((await ctx.call('GET', '/api/worker_invitations/not-a-real-token')).json().errors).toEqual([ja.portal.inviteLinkInvalid]);

    const used = await invite(company);
    expect((await accept(used.token)).statusCode).toBe(200);
    for (const res of [await ctx.call('GET', `/api/worker_invitations/${used.token}`), await accept(used.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([ja.portal.inviteLinkInvalid]);
    }

    const cancelled = await invite(company);
    const cancel = await ctx.call('PATCH', `/api/v2/employee/worker_invites/${cancelled.inviteId}/canceled`, { headers: cancelled.owner });
    expect(cancel.statusCode).toBe(200);
    expect((await ctx.call('GET', `/api/worker_invitations/${cancelled.token}`)).statusCode).toBe(404);
    expect((await accept(cancelled.token)).statusCode).toBe(404);

    const expired = await invite(company);
    await ctx.database.db.update(workerInvites).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(workerInvites.id, expired.inviteId));
    for (const res of [await ctx.call('GET', `/api/worker_invitations/${expired.token}`), await accept(expired.token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().errors).toEqual(['招待の有効期限が切れています。招待した会社に再招待を依頼してください。']);
    }
  });

  it('a re-invitation replaces the link: the old one answers 404', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    expect((await ctx.call('PUT', `/api/workers/invitation/${inv.inviteId}`, { headers: inv.owner })).statusCode).toBe(200);
    expect((await ctx.call('GET', `/api/worker_invitations/${inv.token}`)).statusCode).toBe(404);
    const fresh = await lastLinkTo(inv.email, /\/worker_invitations\/([\w-]+)/);
    expect((await ctx.call('GET', `/api/worker_invitations/${fresh}`)).statusCode).toBe(200);
  });
});

describe('POST /api/worker_invitations/{token}/acceptance', () => {
  it('creates the account, activates and renames the worker, uses up the invite, notifies editors and signs in', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const viewer = await company.addEmployee('viewer');
    const inv = await invite(company);
    const res = await accept(inv.token, { full_name: '新井 ゆい', full_namekana: 'アライ ユイ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: inv.email });
    const h = tokenHeaders(res);
    expect(h['access-token']).toMatch(/^[\w-]{43}$/);

    const [worker] = await ctx.database.db.select().from(workers).where(eq(workers.id, inv.workerId));
    const [account] = await ctx.database.db.select().from(workerAccounts).where(eq(workerAccounts.email, inv.email));
    expect(worker).toMatchObject({ status: 'active', fullName: '新井 ゆい', accountId: account!.id });
    const [row] = await ctx.database.db.select().from(workerInvites).where(eq(workerInvites.id, inv.inviteId));
    expect(row!.status).toBe('accepted');

    // the company list shows 登録済み
    const list = await ctx.call('GET', '/api/user/workers/custom_display', { headers: inv.owner });
    expect(list.json().data.find((w: { code: string }) => w.code === inv.workerCode)).toMatchObject({ disp_status_name: '登録済み' });

    const noted = await ctx.database.db
      .select({ employeeId: notifications.employeeId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.companyId, company.id));
    expect(noted.map((n) => n.employeeId).sort()).toEqual([company.owner.id, general.id].sort());
    expect(noted.every((n) => n.title === 'ワーカーが登録を完了しました: 新井 ゆい')).toBe(true);
    expect(noted.some((n) => n.employeeId === viewer.id)).toBe(false);

    // signed in: the portal answers with the company
    const me = await ctx.call('GET', '/api/v2/worker/me', { headers: h });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.companies).toEqual([{ id: company.id, name: expect.any(String), worker_code: inv.workerCode }]);
  });

  it('refuses a weak password, a missing agreement and a bad フリガナ with Japanese field errors, changing nothing', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    const weak = await accept(inv.token, { password: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields.password).toEqual([ja.passwordPolicy.tooCommon]);
    const noTerms = await accept(inv.token, { agreed_to_terms: false });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().fields.agreed_to_terms).toEqual([ja.portal.termsRequired]);
    const kana = await accept(inv.token, { full_namekana: '新井' });
    expect(kana.statusCode).toBe(422);
    const [worker] = await ctx.database.db.select().from(workers).where(eq(workers.id, inv.workerId));
    expect(worker).toMatchObject({ status: 'invited', accountId: null });
  });

  it("a second company's link with an existing account asks for that account's password and then links it", async () => {
    const first = await ctx.makeCompany('一社目株式会社');
    const second = await ctx.makeCompany('二社目株式会社');
    const email = uniqueEmail();
    const a = await invite(first, email);
    expect((await accept(a.token)).statusCode).toBe(200);

    const b = await invite(second, email.toUpperCase());
    expect((await ctx.call('GET', `/api/worker_invitations/${b.token}`)).json().data.account_exists).toBe(true);
    const wrong = await accept(b.token, { password: 'another-strong-pass-77' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.password).toEqual([ja.portal.accountPasswordWrong]);
    const [still] = await ctx.database.db.select().from(workers).where(eq(workers.id, b.workerId));
    expect(still!.status).toBe('invited');

    const right = await accept(b.token);
    expect(right.statusCode, right.body).toBe(200);
    const me = await ctx.call('GET', '/api/v2/worker/me', { headers: tokenHeaders(right) });
    expect(me.json().data.companies.map((c: { name: string }) => c.name)).toEqual(['一社目株式会社', '二社目株式会社']);
    expect(await ctx.database.db.select().from(workerAccounts).where(eq(workerAccounts.email, email))).toHaveLength(1);
  });

  it("locks guessing an existing account's password through invitation links like sign-in does", async () => {
    const first = await ctx.makeCompany();
    const second = await ctx.makeCompany();
    const email = uniqueEmail();
    expect((await accept((await invite(first, email)).token)).statusCode).toBe(200);
    const b = await invite(second, email);
    for (let i = 0; i < 5; i++) expect((await accept(b.token, { password: `wrong-guess-${i}-xyz` })).statusCode).toBe(422);
    expect((await accept(b.token)).statusCode).toBe(429);
  });
});

describe('worker sign-in and token separation', () => {
  it('signs in and out with the token headers; a wrong password and an unknown address answer alike', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    await accept(inv.token);
    const h = await workerSignIn(inv.email.toUpperCase());
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: h })).statusCode).toBe(200);
    const wrong = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: inv.email, password: 'nope-nope-nope' } });
    const unknown = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: uniqueEmail(), password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await ctx.call('DELETE', '/api/worker_auth/sign_out', { headers: h })).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: h })).statusCode).toBe(401);
  });

  it('signs a worker device out after the idle timeout, like an employee device, and refuses another address as uid', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    await accept(inv.token);
    const fresh = await workerSignIn(inv.email);
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: { ...fresh, uid: uniqueEmail() } })).statusCode).toBe(401);
    const idle = await workerSignIn(inv.email);
    await ctx.database.pool.query(`update worker_account_devices set last_used_at = now() - interval '31 minutes' where client_id = $1`, [idle.client]);
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: idle })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: fresh })).statusCode).toBe(200);
  });

  it('throttles worker sign-in apart from the employee account of the same address', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company, company.owner.email);
    await accept(inv.token);
    for (let i = 0; i < 5; i++) await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: inv.email, password: `bad-${i}-password` } });
    const locked = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: inv.email, password: WORKER_PASSWORD } });
    expect(locked.statusCode).toBe(429);
    // the employee of the same address is not locked out by the worker-side failures
    await ctx.signIn(company.owner.email);
  });

  it('an employee token answers 401 on worker routes and a worker token 401 on employee routes', async () => {
    const company = await ctx.makeCompany();
    // the same address is an employee and a worker: still two separate sessions
    const inv = await invite(company, company.owner.email);
    const worker = tokenHeaders(await accept(inv.token));
    const employee = await ctx.signIn(company.owner.email, PASSWORD);
    for (const url of ['/api/v2/worker/me', `/api/v2/worker/contracts?company_id=${company.id}`]) {
      const res = await ctx.call('GET', url, { headers: employee });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await ctx.call('DELETE', '/api/worker_auth/sign_out', { headers: employee })).statusCode).toBe(401);
    for (const url of ['/api/profile', '/api/user/workers/custom_display', '/api/v2/employee/notifications']) {
      const res = await ctx.call('GET', url, { headers: worker });
      expect(res.statusCode, url).toBe(401);
    }
    // and the employee's password does not open the worker account (nor the reverse)
    expect((await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: inv.email, password: PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.call('POST', '/api/auth/sign_in', { body: { email: inv.email, password: WORKER_PASSWORD } })).statusCode).toBe(401);
  });
});

describe('worker password reset', () => {
  it('mails a link through the outbox, sets the new password once and signs every device out', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    const old = tokenHeaders(await accept(inv.token));
    const ip = '10.9.0.1';
    const sent = await ctx.call('POST', '/api/worker_auth/password', { body: { email: inv.email }, ip });
    const unknown = await ctx.call('POST', '/api/worker_auth/password', { body: { email: uniqueEmail() }, ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(unknown.json());
    const token = await lastLinkTo(inv.email, /\/portal\/reset_password\/edit\?token=([\w-]+)/);

    const weak = await ctx.call('POST', '/api/worker_auth/reset_password', { body: { token, password: 'password' } });
    expect(weak.statusCode).toBe(422);
    const ok = await ctx.call('POST', '/api/worker_auth/reset_password', { body: { token, password: 'brand-new-orchid-55' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.call('GET', '/api/v2/worker/me', { headers: old })).statusCode).toBe(401);
    await workerSignIn(inv.email, 'brand-new-orchid-55');
    const again = await ctx.call('POST', '/api/worker_auth/reset_password', { body: { token, password: 'another-orchid-66' } });
    expect(again.statusCode).toBe(404);
    // one reset mail: the link above, nothing for the unknown address
    const resetMails = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, inv.email), eq(mailOutbox.kind, 'password_reset')));
    expect(resetMails).toHaveLength(1);
  });

  it('counts reset requests per client address', async () => {
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await ctx.call('POST', '/api/worker_auth/password', { body: { email: uniqueEmail() }, ip })).statusCode;
    expect(last).toBe(429);
  });
});

describe('the portal: contracts', () => {
  it("lists the chosen company's contracts read-only and answers 404 for another account's or company's", async () => {
    const mine = await ctx.makeCompany('自社株式会社');
    const other = await ctx.makeCompany('他社株式会社');
    const inv = await invite(mine, uniqueEmail(), 'ECサイト改修業務委託契約');
    const h = tokenHeaders(await accept(inv.token));

    const list = await ctx.call('GET', `/api/v2/worker/contracts?company_id=${mine.id}`, { headers: h });
    expect(list.statusCode, list.body).toBe(200);
    const [contract] = list.json().data;
    expect(contract).toMatchObject({
      title: 'ECサイト改修業務委託契約',
      company_id: mine.id,
      company_name: '自社株式会社',
      start_date: '2026-05-01',
      unit_price_type: expect.any(String),
      tax_type: expect.any(String),
      withholding_type: expect.any(String),
      usance: expect.any(String),
    });
    const detail = await ctx.call('GET', `/api/v2/worker/contracts/${contract.code}`, { headers: h });
    expect(detail.json().data).toEqual(contract);

    // another worker of the same company, and a contract of another company
    const colleague = await mine.addWorker({ fullName: '別の ワーカー' });
    const colleagueContract = await mine.addContract(colleague.id);
    const otherInvite = await invite(other);
    const otherCode = (await other.addContract(otherInvite.workerId)).code;
    for (const code of [colleagueContract.code, otherCode, 'no-such-code']) {
      await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/worker/contracts/${code}` }, h);
    }
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/worker/contracts?company_id=${other.id}` }, h);

    // another account, accepted at the other company, cannot see this account's contract
    const otherWorker = tokenHeaders(await accept(otherInvite.token));
    expect((await ctx.call('GET', `/api/v2/worker/contracts/${contract.code}`, { headers: otherWorker })).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/v2/worker/contracts?company_id=${mine.id}`, { headers: otherWorker })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 422 without a company', async () => {
    expect((await ctx.call('GET', '/api/v2/worker/contracts?company_id=1')).statusCode).toBe(401);
    const company = await ctx.makeCompany();
    const h = tokenHeaders(await accept((await invite(company)).token));
    expect((await ctx.call('GET', '/api/v2/worker/contracts', { headers: h })).statusCode).toBe(422);
  });
});
