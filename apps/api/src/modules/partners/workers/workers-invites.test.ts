import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../db/schema/contracts';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { workerInvites, workers } from '../../../db/schema/workers';
import { hashToken } from '../../../lib/tokens';
import { expectNotFoundForOtherCompany, useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

const invitee = (over: Record<string, unknown> = {}) => ({
  worker: {
    full_name: '新井 結衣',
    full_namekana: 'アライ ユイ',
    email: `arai-${Math.random().toString(36).slice(2, 8)}@example.com`,
    trade_name: 'アライ企画',
    contract_title: 'LP制作業務委託契約',
    business_field: 'LPデザイン',
    start_date: '2026-05-01',
    end_date: '2026-10-31',
    ...over,
  },
});

async function mailsTo(address: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

describe('POST /api/workers/invitation', () => {
  it('three simultaneous invitations of one address: one worker, the others a Japanese 409/422', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const body = invitee({ email: 'same-time-worker@example.com' });
    const answers = await Promise.all(Array.from({ length: 3 }, () => ctx.call('POST', '/api/workers/invitation', { headers: h, body })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect([409, 422]).toContain(res.statusCode);
      expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    const rows = await ctx.database.db.select().from(workers).where(eq(workers.email, 'same-time-worker@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('creates the invited worker, the first contract, a hashed expiring token and the mail in one go', async () => {
    const company = await ctx.makeCompany('招待テスト株式会社');
    const h = await ctx.signIn(company.owner.email);
    const body = invitee();
    const res = await ctx.call('POST', '/api/workers/invitation', { headers: h, body });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.expire_days).toBe(7);
    expect(data.worker).toMatchObject({
      full_name: '新井 結衣',
      fullname: '新井 結衣／アライ企画',
      status: 'invited',
      disp_status_name: '招待中',
      contract_period: '2026/05/01〜2026/10/31',
      business_field: 'LPデザイン',
      invite_id: data.invite_id,
    });

    const [mail] = await mailsTo(body.worker.email);
    expect(mail!.subject).toBe('【招待テスト株式会社】ワーカー登録のご案内');
    expect(mail!.textBody).toContain('新井 結衣 様');
    expect(mail!.textBody).toContain('ご依頼予定の契約:\n「LP制作業務委託契約」\n契約期間: 2026/05/01〜2026/10/31');
    const token = /http:\/\/localhost:3000\/worker_invitations\/([\w-]+)/.exec(mail!.textBody!)![1]!;
    const [invite] = await ctx.database.db.select().from(workerInvites).where(eq(workerInvites.id, data.invite_id));
    expect(invite!.tokenHash).toBe(hashToken(token));
    expect(invite!.tokenHash).not.toContain(token);
    const days = (Date.parse(invite!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const rows = await ctx.database.db.select().from(contracts).where(eq(contracts.workerId, data.worker.id));
    expect(rows).toMatchObject([{ title: 'LP制作業務委託契約', startDate: '2026-05-01', endDate: '2026-10-31' }]);

    // the invited worker is in the list with its status and contract period, and found by kana
    const list = (await ctx.call('GET', '/api/user/workers/custom_display?search_name=あらい', { headers: h })).json();
    expect(list.data).toMatchObject([{ status: 'invited', disp_status_name: '招待中', contract_period: '2026/05/01〜2026/10/31' }]);
  });

  it('answers each wrong field in Japanese and writes nothing', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/workers/invitation', {
      headers: h,
      body: invitee({ full_name: ' ', email: 'not-mail', full_namekana: 'あらい', start_date: '2026/05/01', end_date: '2026/04/30' }),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.fields['worker.full_name']).toEqual(['氏名を入力してください。']);
    expect(body.fields['worker.email']).toEqual(['メールアドレスの形式で入力してください。']);
    expect(body.fields['worker.full_namekana']).toEqual(['フリガナは全角カタカナで入力してください。']);
    expect(body.fields['worker.end_date']).toEqual(['契約開始日より前の日付を設定することはできません']);
    const list = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json();
    expect(list.total_count).toBe(0);
  });

  it('refuses an e-mail already invited or used by a worker of the same company, not of another one', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    await company.addWorker({ fullName: '既存 ワーカー', email: 'taken@example.com' });
    await other.addWorker({ fullName: '他社 ワーカー', email: 'elsewhere@example.com' });
    const h = await ctx.signIn(company.owner.email);
    const taken = await ctx.call('POST', '/api/workers/invitation', { headers: h, body: invitee({ email: 'Taken@example.com' }) });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual(['このメールアドレスのワーカーはすでに登録されています。']);
    expect((await ctx.call('POST', '/api/workers/invitation', { headers: h, body: invitee({ email: 'twice@example.com' }) })).statusCode).toBe(200);
    const twice = await ctx.call('POST', '/api/workers/invitation', { headers: h, body: invitee({ email: 'twice@example.com' }) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual(['このメールアドレスにはすでに招待を送信しています。']);
    const elsewhere = await ctx.call('POST', '/api/workers/invitation', { headers: h, body: invitee({ email: 'elsewhere@example.com' }) });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets a viewer read but not invite', async () => {
    const company = await ctx.makeCompany();
    const viewer = await company.addEmployee('viewer');
    const general = await company.addEmployee('general');
    const res = await ctx.call('POST', '/api/workers/invitation', { headers: await ctx.signIn(viewer.email), body: invitee() });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(['この操作を行う権限がありません。']);
    expect((await ctx.call('POST', '/api/workers/invitation', { headers: await ctx.signIn(general.email), body: invitee() })).statusCode).toBe(200);
  });
});

describe('PUT /api/workers/invitation/{inviteId} and PATCH /api/v2/employee/worker_invites/{inviteId}/canceled', () => {
  it('re-invites with a new link and expiry, answering status and contract_period', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const body = invitee();
    const { invite_id } = (await ctx.call('POST', '/api/workers/invitation', { headers: h, body })).json().data;
    const [before] = await ctx.database.db.select().from(workerInvites).where(eq(workerInvites.id, invite_id));
    const res = await ctx.call('PUT', `/api/workers/invitation/${invite_id}`, { headers: h });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.worker).toMatchObject({ status: 'invited', contract_period: '2026/05/01〜2026/10/31', invite_id });
    const [after] = await ctx.database.db.select().from(workerInvites).where(eq(workerInvites.id, invite_id));
    expect(after!.tokenHash).not.toBe(before!.tokenHash);
    expect(after!.sentCount).toBe(2);
    const mails = await mailsTo(body.worker.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('/worker_invitations/');
    expect(mails[1]!.textBody).not.toBe(mails[0]!.textBody);
  });

  it('cancels: the invited worker leaves the list, the invite stays as a canceled record, a second cancel is 404', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const { invite_id, worker } = (await ctx.call('POST', '/api/workers/invitation', { headers: h, body: invitee() })).json().data;
    const res = await ctx.call('PATCH', `/api/v2/employee/worker_invites/${invite_id}/canceled`, { headers: h });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: invite_id, status: 'canceled' } });
    expect((await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json().total_count).toBe(0);
    expect(await ctx.database.db.select().from(workers).where(eq(workers.id, worker.id))).toEqual([]);
    const [invite] = await ctx.database.db.select().from(workerInvites).where(eq(workerInvites.id, invite_id));
    expect(invite!.status).toBe('canceled');
    const again = await ctx.call('PATCH', `/api/v2/employee/worker_invites/${invite_id}/canceled`, { headers: h });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual(['招待が見つかりません。すでに取り消されたか、登録が完了しています。']);
    expect((await ctx.call('PUT', `/api/workers/invitation/${invite_id}`, { headers: h })).statusCode).toBe(404);
  });

  it('answers 404 for another company’s invite and 403 for a viewer', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    const hb = await ctx.signIn(b.owner.email);
    const { invite_id } = (await ctx.call('POST', '/api/workers/invitation', { headers: hb, body: invitee() })).json().data;
    const ha = await ctx.signIn(a.owner.email);
    await expectNotFoundForOtherCompany(ctx, { method: 'PUT', url: `/api/workers/invitation/${invite_id}` }, ha);
    await expectNotFoundForOtherCompany(ctx, { method: 'PATCH', url: `/api/v2/employee/worker_invites/${invite_id}/canceled` }, ha);
    const viewer = await b.addEmployee('viewer');
    const hv = await ctx.signIn(viewer.email);
    expect((await ctx.call('PUT', `/api/workers/invitation/${invite_id}`, { headers: hv })).statusCode).toBe(403);
    expect((await ctx.call('PATCH', `/api/v2/employee/worker_invites/${invite_id}/canceled`, { headers: hv })).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/user/workers/custom_display', { headers: hb })).json().total_count).toBe(1);
  });
});
