import { describe, expect, it } from 'vitest';
import { workerInviteCsvColumns } from '@app/shared/workers';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { BULK_INVITATIONS_PER_COMPANY_PER_HOUR, INVITATIONS_PER_COMPANY_PER_HOUR, REINVITES_PER_ADDRESS_PER_HOUR } from './invitation-limits';

const ctx = useTestApp();

const COMPANY_LIMIT = '招待メールの送信は1社あたり1時間に100件までです。しばらく時間をおいてから再度お試しください。';
const ADDRESS_LIMIT = '同じメールアドレスへの再招待は1時間に3回までです。しばらく時間をおいてから再度お試しください。';

let seq = 0;
const inviteEmployee = (h: AuthHeaders, email = `e${++seq}@example.com`) =>
  ctx.call('POST', '/api/companies/employee_invitation', { headers: h, body: { employee: { email, name: '招待 花子', role: 'general' } } });
const inviteWorker = (h: AuthHeaders, email = `w${++seq}@example.com`) =>
  ctx.call('POST', '/api/workers/invitation', { headers: h, body: { worker: { full_name: '招待 次郎', email, contract_title: '業務委託契約', start_date: '2026/04/01' } } });

/** Invitation mail of the company written earlier (as the outbox keeps them after delivery, bodies dropped). */
async function pastMail(company: TestCompany, kind: string, n: number, minutesAgo = 1) {
  await ctx.database.pool.query(
    `insert into mail_outbox (company_id, kind, to_address, subject, status, created_at, sent_at)
     select $1, $2, 'past' || g || '@example.com', '招待', 'sent', now() - make_interval(mins => $4), now()
     from generate_series(1, $3) g`,
    [company.id, kind, n, minutesAgo],
  );
}

function expect429(res: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => { errors: string[]; code: string } }, message: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ errors: [message], code: 'TOO_MANY_ATTEMPTS' });
  expect(res.headers['retry-after']).toBe('3600');
}

describe('invitations per company and hour', () => {
  it('answers 429 in Japanese to the 101st invitation of the hour, employees and workers together', async () => {
    expect(INVITATIONS_PER_COMPANY_PER_HOUR).toBe(100);
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    // 80 sent earlier in the hour, then 20 real ones, employees and workers
    await pastMail(company, 'invitation', 60);
    await pastMail(company, 'reinvitation', 20);
    for (let i = 0; i < 10; i++) expect((await inviteEmployee(h)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await inviteWorker(h)).statusCode).toBe(200);
    expect429(await inviteEmployee(h, 'late-employee@example.com'), COMPANY_LIMIT);
    expect429(await inviteWorker(h, 'late-worker@example.com'), COMPANY_LIMIT);
    // nothing of the refused ones was written
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from mail_outbox where to_address like 'late-%'");
    expect(rows[0].n).toBe(0);
    // another company is not affected
    const other = await ctx.makeCompany();
    expect((await inviteEmployee(await ctx.signIn(other.owner.email))).statusCode).toBe(200);
  });

  it('counts only the last hour', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await pastMail(company, 'invitation', 100, 61);
    await pastMail(company, 'invitation', 99, 59);
    expect((await inviteWorker(h)).statusCode).toBe(200);
    expect429(await inviteWorker(h), COMPANY_LIMIT);
  });

  it('lets no parallel burst past the limit', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await pastMail(company, 'invitation', 95);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? inviteEmployee(h) : inviteWorker(h))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from mail_outbox where company_id = $1 and kind = 'invitation'", [company.id]);
    expect(rows[0].n).toBe(100);
  });
});

describe('re-invitations per address and hour', () => {
  it('answers 429 to the 4th re-invitation of one employee address; other addresses go on', async () => {
    expect(REINVITES_PER_ADDRESS_PER_HOUR).toBe(3);
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const invited = await inviteEmployee(h, 'again@example.com');
    const id = invited.json().data.employee_invite.id;
    for (let i = 0; i < 3; i++) expect((await ctx.call('PUT', `/api/companies/employee_invitation/${id}`, { headers: h })).statusCode).toBe(200);
    expect429(await ctx.call('PUT', `/api/companies/employee_invitation/${id}`, { headers: h }), ADDRESS_LIMIT);
    const otherId = (await inviteEmployee(h, 'someone-else@example.com')).json().data.employee_invite.id;
    expect((await ctx.call('PUT', `/api/companies/employee_invitation/${otherId}`, { headers: h })).statusCode).toBe(200);
  });

  it('answers 429 to the 4th re-invitation of one worker address', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const inviteId = (await inviteWorker(h, 'worker-again@example.com')).json().data.invite_id;
    for (let i = 0; i < 3; i++) expect((await ctx.call('PUT', `/api/workers/invitation/${inviteId}`, { headers: h })).statusCode).toBe(200);
    expect429(await ctx.call('PUT', `/api/workers/invitation/${inviteId}`, { headers: h }), ADDRESS_LIMIT);
    const { rows } = await ctx.database.pool.query("select kind, count(*)::int as n from mail_outbox where to_address = 'worker-again@example.com' group by kind order by kind");
    expect(rows).toEqual([{ kind: 'invitation', n: 1 }, { kind: 'reinvitation', n: 3 }]);
  });
});

describe('invitations by CSV', () => {
  function upload(h: AuthHeaders, rows: string[]) {
    const boundary = '----limits' + Math.random().toString(16).slice(2);
    const csv = [workerInviteCsvColumns.map((c) => c.header).join(','), ...rows].join('\r\n');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="invite.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(csv, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({ method: 'POST', url: '/api/v2/employee/worker_invites/import_csv', headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  }
  const row = (email: string) => `一括 太郎,,${email},,,,業務委託契約,,2026/04/01,`;

  it('take at most one full file an hour, and refuse a file that would go over with the rows left', async () => {
    expect(BULK_INVITATIONS_PER_COMPANY_PER_HOUR).toBe(5000);
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await pastMail(company, 'bulk_invitation', 4998);
    const over = await upload(h, [row('b1@example.com'), row('b2@example.com'), row('b3@example.com')]);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().errors).toEqual(['CSVによる一括招待は1社あたり1時間に5000件までです（現在あと2件）。しばらく時間をおいてから再度お試しください。']);
    const fits = await upload(h, [row('b1@example.com'), row('b2@example.com')]);
    expect(fits.statusCode, fits.body).toBe(200);
    // single invitations have their own budget
    expect((await inviteWorker(h)).statusCode).toBe(200);
  });
});
