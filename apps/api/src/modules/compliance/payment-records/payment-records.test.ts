/**
 * 支払調書 through the API: a year's figures per worker and per contract (tax stated apart excluded, 立替金 left out,
 * a payment fallen due in December and paid in January as 未払, direct payments tax included), the threshold, the
 * corporation flag; publishing to the portal (the worker lists and downloads the snapshot, another worker 404);
 * the office copy for the マイナンバー担当 only, each read logged; the payee's PDF never holds the number; bulk publish
 * all-or-nothing naming every refusal; mail through the outbox; another company's worker or contract 404 writing
 * nothing; the 法定調書合計表 figures and the 区分 mapping.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { PaymentRecordBusinessorRow, PaymentRecordContractRow } from '@app/shared/payment-records';
import { employees } from '../../../db/schema/employees';
import { jobRuns } from '../../../db/schema/jobs';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { myNumberOperationLogs } from '../../../db/schema/my-numbers';
import { paymentRecordIssues } from '../../../db/schema/payment-records';
import { workerNotices } from '../../../db/schema/worker-notices';
import { MyNumberCipher } from '../../../lib/my-number-crypto';
import { databaseFingerprint, useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { seedRecordWorker, type RecordWorker } from '../../../../test/payment-record-helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const run = promisify(execFile);
const cipher = MyNumberCipher.random();
// the queue retries at once, so a resumed job does not wait out a back-off
const ctx = useTestApp({ myNumberCipher: cipher, jobs: { retryDelaySeconds: 0 } });
const portal = workerPortalFixtures(ctx);
const m = ja.paymentRecords;
const base = '/api/v2/employee/payment_records';

let company: TestCompany;
let owner: AuthHeaders;
let staff: AuthHeaders;
let yamada: RecordWorker;
let sato: RecordWorker;
let corp: RecordWorker;
let noAccount: RecordWorker;
let other: { owner: AuthHeaders; worker: RecordWorker };

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pr-'));
  await writeFile(join(dir, 'r.pdf'), bytes);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'r.pdf'), '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

const rowOf = async (code: string, path = 'businessors') =>
  ((await ctx.call('GET', `${base}/${path}?year=2025&limit=100`, { headers: owner })).json().data as (PaymentRecordBusinessorRow & PaymentRecordContractRow)[]).find(
    (r) => (path === 'businessors' ? r.businessor_code : r.contract_code) === code,
  );

beforeAll(async () => {
  company = await ctx.makeCompany('調書テスト株式会社');
  await ctx.database.pool.query(`update companies set postal_code = '100-0005', address = '東京都千代田区丸の内1-1-1', phone = '03-1234-5678', corporate_number = '1234567890123' where id = $1`, [company.id]);
  owner = await ctx.signIn(company.owner.email);
  const staffer = await company.addEmployee('administrator');
  await ctx.database.db.update(employees).set({ isMyNumberStaff: true }).where(eq(employees.id, staffer.id));
  staff = await ctx.signIn(staffer.email);
  yamada = await seedRecordWorker(ctx, company, { name: '山田 太郎', kana: 'ヤマダ タロウ', myNumber: true }, cipher, [
    { paymentDate: '2025-03-31', paidOn: '2025-03-31', items: 100_000, reimbursement: 3_000 },
    // fallen due in 2025, paid in January: 2025's 未払, not 2026's
    { paymentDate: '2025-12-31', paidOn: '2026-01-05', items: 40_000 },
    { paymentDate: '2025-06-30', paidOn: '2025-06-30', direct: 33_000 },
    { paymentDate: '2024-12-20', paidOn: '2024-12-20', items: 90_000 },
  ]);
  sato = await seedRecordWorker(ctx, company, { name: '佐藤 花子', kana: 'サトウ ハナコ', occupation: 'writer' }, cipher, [
    { paymentDate: '2025-08-29', paidOn: '2025-08-29', direct: 30_000 },
  ]);
  corp = await seedRecordWorker(ctx, company, { name: '合同会社デザイン', kana: 'ゴウドウガイシャデザイン', corporation: true }, cipher, [
    { paymentDate: '2025-05-30', paidOn: '2025-05-30', items: 200_000 },
  ]);
  noAccount = await seedRecordWorker(ctx, company, { name: '鈴木 次郎', kana: 'スズキ ジロウ', account: false }, cipher, [
    { paymentDate: '2025-09-30', paidOn: '2025-09-30', direct: 60_000 },
  ]);
  const otherCompany = await ctx.makeCompany('別会社株式会社');
  other = {
    owner: await ctx.signIn(otherCompany.owner.email),
    worker: await seedRecordWorker(ctx, otherCompany, { name: '他社 ワーカー', myNumber: true }, cipher, [{ paymentDate: '2025-04-30', paidOn: '2025-04-30', items: 80_000 }]),
  };
});

describe('figures', () => {
  it('per worker: tax stated apart excluded (摘要), 立替金 left out, December due paid in January as 未払, direct payments as paid', async () => {
    const row = await rowOf(yamada.code);
    expect(row).toMatchObject({
      businessor_name: '山田 太郎',
      entity_type: 'individual',
      category: 'デザイン料',
      payment_amount: 173_000,
      unpaid_amount: 40_000,
      withholding: 10_210 + 4_084,
      unwithheld_amount: 4_084,
      tax_amount: 14_000,
      payment_count: 3,
      filing_required: true,
      problems: [],
      status: 'unissued',
    });
    // the January payment does not count again in 2026; the 2024 one is 2024's
    const y2026 = (await ctx.call('GET', `${base}/businessors?year=2026`, { headers: owner })).json().data as PaymentRecordBusinessorRow[];
    expect(y2026.find((r) => r.businessor_code === yamada.code)).toBeUndefined();
    const y2024 = (await ctx.call('GET', `${base}/businessors?year=2024`, { headers: owner })).json().data as PaymentRecordBusinessorRow[];
    expect(y2024.find((r) => r.businessor_code === yamada.code)?.payment_amount).toBe(90_000);
  });

  it('flags the threshold and what is missing; corporations are flagged and filed over ¥50,000', async () => {
    expect(await rowOf(sato.code)).toMatchObject({ payment_amount: 30_000, filing_required: false, category: '原稿料', problems: [m.problems.noMyNumber] });
    expect(await rowOf(corp.code)).toMatchObject({ entity_type: 'corporation', payment_amount: 200_000, filing_required: true, problems: [] });
    expect((await rowOf(noAccount.code))?.problems).toEqual([m.problems.noMyNumber, m.problems.noAddress, m.problems.noPortalAccount]);
    const list = (await ctx.call('GET', `${base}/businessors?year=2025&filing=required`, { headers: owner })).json();
    expect(list.meta).toMatchObject({ total_count: 3, year: 2025, threshold: 50_000, totals: { payment_amount: 173_000 + 200_000 + 60_000, filing_count: 3 } });
    const corporations = (await ctx.call('GET', `${base}/businessors?year=2025&entity_type=corporation`, { headers: owner })).json();
    expect(corporations.data.map((r: PaymentRecordBusinessorRow) => r.businessor_code)).toEqual([corp.code]);
    const found = (await ctx.call('GET', `${base}/businessors?year=2025&keyword=${encodeURIComponent('さとう')}`, { headers: owner })).json();
    expect(found.data.map((r: PaymentRecordBusinessorRow) => r.businessor_code)).toEqual([sato.code]);
  });

  it("per contract: the 支払通知書 lines of the contract only (direct payments are the worker's alone)", async () => {
    expect(await rowOf(yamada.contractCode, 'contracts')).toMatchObject({
      businessor_code: yamada.code,
      payment_amount: 140_000,
      unpaid_amount: 40_000,
      tax_amount: 14_000,
      withholding: 14_294,
    });
    expect(await rowOf(sato.contractCode, 'contracts')).toBeUndefined();
  });

  it('sums the 法定調書合計表 figures', async () => {
    const res = await ctx.call('GET', `${base}/summary?year=2025`, { headers: owner });
    expect(res.json().data).toEqual({
      year: 2025,
      filing: { count: 3, payment_amount: 433_000, withholding: 14_294 + 20_420 },
      not_filing: { count: 1, payment_amount: 30_000, withholding: 0 },
      corporations: { count: 1, payment_amount: 200_000, withholding: 20_420 },
    });
  });
});

describe('publishing and the worker portal', () => {
  it('publishes the snapshot; the worker lists and downloads it, without the 個人番号; another worker gets 404', async () => {
    const res = await ctx.call('POST', `${base}/businessors/${yamada.code}/publish`, { headers: owner, body: { year: 2025 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', payment_amount: 173_000 });
    const notices = await ctx.database.db.select().from(workerNotices).where(eq(workerNotices.accountId, yamada.accountId!));
    expect(notices.map((n) => n.title)).toContain(m.noticeTitle(2025));

    const worker = await portal.workerSignIn(yamada.email);
    const list = (await ctx.call('GET', '/api/v2/worker/payment_records', { headers: worker })).json().data;
    expect(list).toEqual([expect.objectContaining({ company_name: '調書テスト株式会社', year: 2025, contract_name: null, payment_amount: 173_000, withholding: 14_294 })]);
    const pdf = await ctx.call('GET', `/api/v2/worker/payment_records/${list[0].code}/download`, { headers: worker });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('【支払調書2025】_【山田 太郎】.pdf'));
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['令和7年分 報酬、料金、契約金及び賞金の支払調書', '山田 太郎', 'デザイン料', '¥173,000', '¥40,000', '¥14,294', '¥4,084', '消費税等 ¥14,000', '調書テスト株式会社', '1234567890123', '東京都渋谷区渋谷2-21-1']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(yamada.myNumber!);

    const stranger = await portal.workerSignIn(sato.email);
    expect((await ctx.call('GET', `/api/v2/worker/payment_records/${list[0].code}/download`, { headers: stranger })).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/v2/worker/payment_records', { headers: stranger })).json().data).toEqual([]);
  });

  it('refuses a worker without a portal account, by name', async () => {
    const res = await ctx.call('POST', `${base}/businessors/${noAccount.code}/publish`, { headers: owner, body: { year: 2025 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([m.noPortalAccount('鈴木 次郎')]);
  });

  it('publishes a contract record', async () => {
    const res = await ctx.call('POST', `${base}/contracts/${corp.contractCode}/publish`, { headers: owner, body: { year: 2025 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ contract_code: corp.contractCode, status: 'published', payment_amount: 200_000 });
  });

  it('publishing again keeps the one row and its code, and replaces the snapshot and the date', async () => {
    const rowsOf = () => ctx.database.db.select().from(paymentRecordIssues).where(eq(paymentRecordIssues.workerId, yamada.id));
    const [before] = (await rowsOf()).filter((r) => r.contractId === null);
    await ctx.database.db.update(paymentRecordIssues).set({ snapshot: { stale: true } }).where(eq(paymentRecordIssues.id, before!.id));
    expect((await ctx.call('POST', `${base}/businessors/${yamada.code}/publish`, { headers: owner, body: { year: 2025 } })).statusCode).toBe(200);
    const after = (await rowsOf()).filter((r) => r.contractId === null);
    expect(after).toHaveLength(1);
    expect(after[0]!.code).toBe(before!.code);
    expect(after[0]!.snapshot).toMatchObject({ year: 2025, payment_amount: 173_000 });
    expect(after[0]!.publishedAt! > before!.publishedAt!).toBe(true);
  });

  it('mails through the outbox: a portal link, no figures; the row shows メール送信済', async () => {
    const res = await ctx.call('POST', `${base}/businessors/${sato.code}/email`, { headers: owner, body: { year: 2025 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'emailed' });
    expect(res.json().data.emailed_at).not.toBeNull();
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, sato.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.mailSubject('調書テスト株式会社', 2025));
    expect(mails[0]!.textBody).toContain('http://localhost:3000/portal/payment_records');
    expect(mails[0]!.textBody).not.toContain('30,000');
  });

  it('counts every mail to one address: the fourth send within the hour is refused (no mail flood by resending)', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await ctx.call('POST', `${base}/businessors/${sato.code}/email`, { headers: owner, body: { year: 2025 } })).statusCode).toBe(200);
    }
    const res = await ctx.call('POST', `${base}/businessors/${sato.code}/email`, { headers: owner, body: { year: 2025 } });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual([m.mailsPerAddress(3)]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, sato.email))).toHaveLength(3);
  });
});

describe('the office copy', () => {
  it('is refused to an employee who is not マイナンバー担当, and the refusal is logged', async () => {
    const admin = await company.addEmployee('administrator');
    await ctx.database.db.update(employees).set({ isMyNumberStaff: false }).where(eq(employees.id, admin.id));
    const res = await ctx.call('GET', `${base}/businessors/${yamada.code}/download?year=2025&copy=office`, { headers: await ctx.signIn(admin.email) });
    expect(res.statusCode).toBe(403);
    const logs = await ctx.database.db.select().from(myNumberOperationLogs).where(eq(myNumberOperationLogs.workerCode, yamada.code));
    expect(logs.map((l) => l.action)).toEqual(['refused']);
  });

  it('prints the 個人番号 for the マイナンバー担当, each read logged with the purpose 支払調書作成', async () => {
    const res = await ctx.call('GET', `${base}/businessors/${yamada.code}/download?year=2025&copy=office`, { headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(yamada.myNumber!);
    expect(text).toContain('税務署提出用');
    const logs = await ctx.database.db
      .select()
      .from(myNumberOperationLogs)
      .where(and(eq(myNumberOperationLogs.workerCode, yamada.code), eq(myNumberOperationLogs.action, 'reveal')));
    expect(logs.map((l) => l.purpose)).toEqual([m.myNumberPurpose]);
    // the payee copy never shows it, also for the staff
    const payee = await ctx.call('GET', `${base}/businessors/${yamada.code}/download?year=2025`, { headers: staff });
    expect(await pdfText(payee.rawPayload)).not.toContain(yamada.myNumber!);
  });

  it("prints a corporation's 法人番号 (public) on both copies, reading no マイナンバー", async () => {
    const logsBefore = (await ctx.database.db.select().from(myNumberOperationLogs)).length;
    for (const copy of ['payee', 'office']) {
      const res = await ctx.call('GET', `${base}/contracts/${corp.contractCode}/download?year=2025&copy=${copy}`, { headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(`【支払調書2025】_【合同会社デザイン】_【${corp.contractCode}】.pdf`));
      expect(await pdfText(res.rawPayload)).toContain('8700110005901');
    }
    expect((await ctx.database.db.select().from(myNumberOperationLogs)).length).toBe(logsBefore);
  });

  it('names a worker without a number (422)', async () => {
    const res = await ctx.call('GET', `${base}/businessors/${sato.code}/download?year=2025&copy=office`, { headers: staff });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([m.noMyNumber('佐藤 花子')]);
  });
});

describe('bulk publish', () => {
  it('is all or nothing, naming every refused row', async () => {
    const count = async () => (await ctx.database.db.select().from(paymentRecordIssues)).length;
    const before = await count();
    const refused = await ctx.call('POST', `${base}/bulk/publish`, { headers: owner, body: { businessor_id_list: [corp.code, noAccount.code], year: 2025 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([m.noPortalAccount('鈴木 次郎')]);
    const unknown = await ctx.call('POST', `${base}/bulk/publish`, { headers: owner, body: { businessor_id_list: [corp.code, other.worker.code], year: 2025 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([m.workerNotFound(other.worker.code)]);
    expect(await count()).toBe(before);
    const ok = await ctx.call('POST', `${base}/bulk/publish`, { headers: owner, body: { businessor_id_list: [corp.code, yamada.code], year: 2025 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().meta.count).toBe(2);
  });
});

describe('bulk download and mail (background jobs)', () => {
  it('zips the payee copies under their §9 names', async () => {
    const list = `businessor_id_list=${yamada.code},${corp.code}&year=2025`;
    const res = await ctx.call('GET', `${base}/bulk/download?${list}`, { headers: owner });
    expect(res.statusCode, res.body).toBe(202);
    const { job } = res.json().data;
    await ctx.app.jobs.runDue();
    const view = (await ctx.call('GET', `/api/v2/employee/jobs/${job.code}`, { headers: owner })).json().data;
    expect(view).toMatchObject({ status: 'succeeded', total: 2, done: 2, file_name: '【支払調書2025】_ワーカー.zip' });
    const zip = await ctx.call('GET', `/api/v2/employee/jobs/${job.code}/download`, { headers: owner });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['【支払調書2025】_【合同会社デザイン】.pdf', '【支払調書2025】_【山田 太郎】.pdf']);
    const text = await pdfText(Buffer.from(files['【支払調書2025】_【山田 太郎】.pdf']!));
    expect(text).toContain('¥173,000');
    expect(text).not.toContain(yamada.myNumber!);

    // (the same by POST, for a selection too long for a URL)
    const contracts = await ctx.call('POST', `${base}/bulk/contracts/download`, { headers: owner, body: { contract_code_list: [yamada.contractCode], year: 2025 } });
    expect(contracts.statusCode, contracts.body).toBe(202);
    await ctx.app.jobs.runDue();
    const contractZip = await ctx.call('GET', `/api/v2/employee/jobs/${contracts.json().data.job.code}/download`, { headers: owner });
    expect(Object.keys(unzipSync(new Uint8Array(contractZip.rawPayload)))).toEqual([`【支払調書2025】_【山田 太郎】_【${yamada.contractCode}】.pdf`]);
  });

  it('refuses to start when a code is unknown, naming it, and starts nothing', async () => {
    const before = (await ctx.database.db.select().from(jobRuns)).length;
    const res = await ctx.call('POST', `${base}/bulk/email`, { headers: owner, body: { businessor_id_list: [yamada.code, other.worker.code], year: 2025 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([m.workerNotFound(other.worker.code)]);
    expect((await ctx.database.db.select().from(jobRuns)).length).toBe(before);
  });

  it('mails each worker once, also when the job resumes after a crash', async () => {
    const recipients = [yamada.email, corp.email];
    const mails = async () => (await ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, recipients))).map((r) => r.toAddress);
    const before = await mails();
    const res = await ctx.call('POST', `${base}/bulk/email`, { headers: owner, body: { businessor_id_list: [yamada.code, corp.code], year: 2025 } });
    expect(res.statusCode, res.body).toBe(202);
    const { job } = res.json().data;
    // a first attempt that mailed 山田 and then died: its item is committed, the queue gives the job out again
    await ctx.database.pool.query(`update job_runs set status = 'running', done = 1 where code = $1`, [job.code]);
    await ctx.database.pool.query(`insert into mail_outbox (company_id, kind, to_address, subject) values ($1, 'other', $2, 'attempt 1')`, [company.id, yamada.email]);
    await ctx.app.jobs.runDue();
    expect((await ctx.call('GET', `/api/v2/employee/jobs/${job.code}`, { headers: owner })).json().data).toMatchObject({ status: 'succeeded', done: 2 });
    const after = await mails();
    expect(after.length - before.length).toBe(2);
    expect(after.filter((to) => to === yamada.email).length - before.filter((to) => to === yamada.email).length).toBe(1);
    expect((await rowOf(corp.code))?.status).toBe('emailed');
  });
});

describe("another company's records", () => {
  it('answer 404 and write nothing', async () => {
    const before = await databaseFingerprint(ctx);
    for (const [method, url, body] of [
      ['POST', `${base}/businessors/${other.worker.code}/publish`, { year: 2025 }],
      ['POST', `${base}/businessors/${other.worker.code}/email`, { year: 2025 }],
      ['GET', `${base}/businessors/${other.worker.code}/download?year=2025`, undefined],
      ['POST', `${base}/contracts/${other.worker.contractCode}/publish`, { year: 2025 }],
      ['GET', `${base}/contracts/${other.worker.contractCode}/download?year=2025`, undefined],
    ] as const) {
      const res = await ctx.call(method, url, { headers: owner, body });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    expect(await databaseFingerprint(ctx)).toEqual(before);
    const theirs = (await ctx.call('GET', `${base}/businessors?year=2025`, { headers: other.owner })).json().data as PaymentRecordBusinessorRow[];
    expect(theirs.map((r) => r.businessor_code)).toEqual([other.worker.code]);
  });
});

describe('区分・細目', () => {
  it('uses the company mapping once saved (owner/admin), the defaults otherwise', async () => {
    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const body = { items: [{ occupation: 'designer', category: 'デザイン料', detail: 'Webデザイン' }] };
    expect((await ctx.call('PUT', `${base}/categories`, { headers: general, body })).statusCode).toBe(403);
    const res = await ctx.call('PUT', `${base}/categories`, { headers: owner, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.find((r: { occupation: string }) => r.occupation === 'designer')).toMatchObject({ detail: 'Webデザイン', customized: true });
    expect((await rowOf(yamada.code))?.detail).toBe('Webデザイン');
    const tooLong = await ctx.call('PUT', `${base}/categories`, { headers: owner, body: { items: [{ occupation: 'writer', category: 'あ'.repeat(21) }] } });
    expect(tooLong.statusCode).toBe(422);
  });
});
