/**
 * 稼働管理 through the API: a worker records a day in the portal and the company's report and list show it with the
 * totals; a record's problems reach the response per field; records of two contracts of the same worker may not
 * overlap; submit → edit refused → 差戻し with a comment → edit → resubmit → approve → locked (worker notice and mail);
 * hourly and 精算幅 amounts in the list; the timer; another company's contract 404 on both sides; the CSV; the
 * operation log with before and after.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { TimeOperationLogResponse, TimeProjectRow, TimeRecord, TimeReportResponse } from '@app/shared/time-tracking-api';
import { contracts } from '../../../db/schema/contracts';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { workerNotices } from '../../../db/schema/worker-notices';
import { insertProjects } from '../../partners/projects/projects.repository';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);
const m = ja.timeTrackingApi;
const t = ja.timeTracking.errors;

let company: TestCompany;
let owner: AuthHeaders;
let worker: AuthHeaders;
let workerCode: string;
let workerEmail: string;
/** hourly ¥4,000, with one project */
let hourly: { id: number; code: string };
/** 月額 ¥600,000, 精算幅 140〜180 上下割 */
let ranged: { id: number; code: string };
let projectCode: string;
let other: { owner: AuthHeaders; workerCode: string; contractCode: string };

const company$ = (code: string, wc = workerCode) => `/api/v2/employee/businessors/${wc}/time_tracking_projects/${code}`;
const portal$ = (code: string) => `/api/v2/worker/time_tracking_projects/${code}`;
const clock = (work_date: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({ work_date, kind: 'clock', start, end, ...extra });

async function post(url: string, body: unknown, headers = worker) {
  return ctx.call('POST', url, { headers, body });
}

async function enableTimeTracking(id: number, values: Partial<typeof contracts.$inferInsert>) {
  await ctx.database.db.update(contracts).set({ isEnableTimeTracking: true, ...values }).where(eq(contracts.id, id));
}

beforeAll(async () => {
  company = await ctx.makeCompany('稼働テスト株式会社');
  owner = await ctx.signIn(company.owner.email);
  const invited = await portal.invite(company);
  worker = await portal.accept(invited.token);
  workerCode = invited.workerCode;
  workerEmail = invited.email;
  const [first] = await ctx.database.db.select({ id: contracts.id, code: contracts.code }).from(contracts).where(eq(contracts.workerId, invited.workerId));
  hourly = first!;
  await enableTimeTracking(hourly.id, { unitPriceType: 'hourly', unitPrice: 4_000 });
  const [project] = await insertProjects(ctx.database.db, company.id, ['サイト改修']);
  projectCode = project!.code;
  await ctx.database.pool.query('insert into contract_projects (contract_id, project_id) values ($1, $2)', [hourly.id, project!.id]);
  ranged = await company.addContract(invited.workerId, '保守契約');
  await enableTimeTracking(ranged.id, { unitPriceType: 'monthly', unitPrice: 600_000, timeSettlement: { lowerHours: 140, upperHours: 180, rateMethod: 'split' } });

  const otherCompany = await ctx.makeCompany('別会社株式会社');
  const otherWorker = await otherCompany.addWorker({ fullName: '他社 ワーカー' });
  const otherContract = await otherCompany.addContract(otherWorker.id);
  await enableTimeTracking(otherContract.id, {});
  other = { owner: await ctx.signIn(otherCompany.owner.email), workerCode: otherWorker.code, contractCode: otherContract.code };
});

describe('records and the report', () => {
  let created: TimeRecord;

  it('a record made in the portal shows in the company report with the totals', async () => {
    const res = await post(`${portal$(hourly.code)}/records`, clock('2026-06-01', '9:00', '18:00', { breaks: [{ start: '12:00', end: '13:00' }], project_code: projectCode, note: '設計' }));
    expect(res.statusCode, res.body).toBe(201);
    created = res.json().data;
    expect(created).toMatchObject({ work_date: '2026-06-01', start: '9:00', end: '18:00', break_minutes: 60, worked_minutes: 480, project: { code: projectCode, name: 'サイト改修' }, source: 'manual' });

    const report = (await ctx.call('GET', `${company$(hourly.code)}/reports?year=2026&month=6`, { headers: owner })).json().data as TimeReportResponse['data'];
    expect(report.days).toHaveLength(30);
    expect(report.days[0]!.records.map((r) => r.code)).toEqual([created.code]);
    expect(report.project).toMatchObject({ status: 'open', recorded_minutes: 480, worked_minutes: 480, recorded_days: 1, billing: 'hourly', amount: 32_000, billing_text: '時間単価 ¥4,000' });
    expect(report.editable).toBe(false);
    expect(report.settlement?.lines.at(-1)?.text).toBe('合計 ¥32,000');
    // the portal's report of the same month is editable
    expect((await ctx.call('GET', `${portal$(hourly.code)}/reports?year=2026&month=6`, { headers: worker })).json().data.editable).toBe(true);
    // one day
    const day = await ctx.call('GET', `${company$(hourly.code)}/records?year=2026&month=6&day=1`, { headers: owner });
    expect(day.json().data.records).toHaveLength(1);
    const noSuchDay = await ctx.call('GET', `${company$(hourly.code)}/records?year=2026&month=2&day=30`, { headers: owner });
    expect(noSuchDay.statusCode).toBe(422);
    expect(noSuchDay.json().errors).toContain(m.invalidDay);
  });

  it("a record's problems come back per field, and a future or out-of-term day is refused", async () => {
    const res = await post(`${portal$(hourly.code)}/records`, clock('2026-06-02', '9:6', '8:00', { breaks: [{ start: '1:00', end: 'x' }], break_minutes: 'abc' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({ start: [t.timeFormat], 'breaks.0': [t.timeFormat], break_minutes: [t.breakFormat] });
    const hours = await post(`${portal$(hourly.code)}/records`, { work_date: '2026-06-02', kind: 'hours', hours: '25' });
    expect(hours.json().fields).toEqual({ hours: [t.overDay] });
    const before = await post(`${portal$(hourly.code)}/records`, { work_date: '2026-04-30', kind: 'hours', hours: '1' });
    expect(before.json().fields).toEqual({ work_date: [m.dateOutsideContract] });
    const future = await post(`${portal$(hourly.code)}/records`, { work_date: '2099-01-01', kind: 'hours', hours: '1' });
    expect(future.json().fields.work_date).toBeDefined();
  });

  it("refuses a record overlapping the same worker's record on another contract", async () => {
    const res = await post(`${portal$(ranged.code)}/records`, clock('2026-06-01', '17:00', '19:00'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([t.overlappingRecords]);
    const touching = await post(`${portal$(ranged.code)}/records`, clock('2026-06-01', '18:00', '20:00'));
    expect(touching.statusCode, touching.body).toBe(201);
  });

  it('lists the month with the hourly and 精算幅 amounts (the shared vectors: ¥4,000 × 8h; 140h − 2h at ¥4,280)', async () => {
    const res = await ctx.call('GET', '/api/v2/employee/time_tracking_projects?year=2026&month=6', { headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as TimeProjectRow[];
    expect(rows.find((r) => r.code === hourly.code)).toMatchObject({ billing: 'hourly', worked_minutes: 480, amount: 32_000, businessor_code: workerCode });
    // 600,000 − (140 − 2) h × 4,280 = 9,360
    expect(rows.find((r) => r.code === ranged.code)).toMatchObject({
      billing: 'settlement',
      worked_minutes: 120,
      amount: 9_360,
      billing_text: '140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）',
    });
    expect(res.json().meta).toMatchObject({ total_count: 2, status_counts: { open: 2, submitted: 0, approved: 0, returned: 0 }, worked_minutes: 600 });
    const calendar = (await ctx.call('GET', '/api/v2/employee/time_tracking_projects/calendars?year=2026&month=6', { headers: owner })).json().data;
    expect(calendar.days[0]).toMatchObject({ date: '2026-06-01', worked_minutes: 600, worker_count: 1 });
    const mine = (await ctx.call('GET', `/api/v2/employee/businessors/${workerCode}/time_tracking_projects?year=2026&month=6`, { headers: owner })).json();
    expect(mine.meta.total_count).toBe(2);
  });

  it('the month goes submit → locked → 差戻し with a comment → edit → resubmit → approve → locked', async () => {
    const refusedOpen = await post(`${company$(ranged.code)}/reports/approve`, { year: 2026, month: 6 }, owner);
    expect(refusedOpen.statusCode).toBe(422);
    expect(refusedOpen.json().errors).toEqual([m.cannotApprove('未提出')]);

    expect((await post(`${portal$(hourly.code)}/reports/submit`, { year: 2026, month: 6 })).json().data.status).toBe('submitted');
    const locked = await ctx.call('PUT', `${portal$(hourly.code)}/records/${created.code}`, { headers: worker, body: clock('2026-06-01', '9:00', '17:00') });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual([m.notEditable('提出済')]);

    const returned = await post(`${company$(hourly.code)}/reports/return`, { year: 2026, month: 6, comment: '6/1の休憩を確認してください' }, owner);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'returned', return_comment: '6/1の休憩を確認してください' });
    const edited = await ctx.call('PUT', `${portal$(hourly.code)}/records/${created.code}`, { headers: worker, body: clock('2026-06-01', '9:00', '17:30', { breaks: [{ start: '12:00', end: '13:00' }] }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.worked_minutes).toBe(450);
    expect((await post(`${portal$(hourly.code)}/reports/submit`, { year: 2026, month: 6 })).json().data.status).toBe('submitted');

    const approved = await post(`${company$(hourly.code)}/reports/approve`, { year: 2026, month: 6 }, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', worked_minutes: 450, amount: 30_000, approved_by_name: expect.any(String) });
    // hours into money: the approved ¥30,000 is on the worker's 支払通知書, the calculation as its line
    const pn = approved.json().data.payment_notification as { code: string; number: string | null };
    expect(pn.number).toMatch(/^PN-/);
    const notification = await ctx.call('GET', `/api/v2/employee/payment_notifications/${pn.code}`, { headers: owner });
    expect(notification.statusCode, notification.body).toBe(200);
    expect(JSON.stringify(notification.json())).toContain('2026年6月分');
    const again = await post(`${portal$(hourly.code)}/records`, { work_date: '2026-06-03', kind: 'hours', hours: '1' });
    expect(again.json().errors).toEqual([m.notEditable('承認済')]);
    expect((await post(`${portal$(hourly.code)}/reports/submit`, { year: 2026, month: 6 })).json().errors).toEqual([m.cannotSubmit('承認済')]);

    const mails = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, workerEmail), eq(mailOutbox.kind, 'time_month')));
    expect(mails.map((x) => x.subject)).toEqual([m.mail.returnedSubject('稼働テスト株式会社', '2026年6月'), m.mail.approvedSubject('稼働テスト株式会社', '2026年6月')]);
    expect(mails[0]!.textBody).toContain('6/1の休憩を確認してください');
    const notices = await ctx.database.db.select({ title: workerNotices.title }).from(workerNotices).where(eq(workerNotices.companyId, company.id));
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining([m.notices.returned, m.notices.approved]));
  });

  it('keeps the operation log newest first with before and after', async () => {
    const res = await ctx.call('GET', `${company$(hourly.code)}/operation_logs?year=2026&month=6`, { headers: owner });
    const logs = res.json() as TimeOperationLogResponse;
    expect(logs.data.map((l) => l.action)).toEqual(['approved', 'submitted', 'record_updated', 'returned', 'submitted', 'record_created']);
    const updated = logs.data[2]!;
    expect(updated).toMatchObject({
      actor_kind: 'worker',
      actor_name: '新井 結衣',
      before: { time_text: '9:00〜18:00（休憩 60分）', worked_minutes: 480, project_name: 'サイト改修', note: '設計' },
      // a PUT replaces the record: what it leaves out is gone
      after: { time_text: '9:00〜17:30（休憩 60分）', worked_minutes: 450, project_name: null, note: null },
    });
    expect(logs.data[3]).toMatchObject({ actor_kind: 'employee', comment: '6/1の休憩を確認してください' });
  });

  it('exports the month as CSV: one row per record and a total row', async () => {
    const res = await ctx.call('GET', `${company$(hourly.code)}/reports/exports?year=2026&month=6`, { headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('working-records.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      '日付,曜日,祝日,プロジェクト,開始,終了,休憩（分）,稼働時間,稼働時間（時間）,メモ',
      '2026/06/01,月,,,9:00,17:30,60,7:30,7.5,',
      '合計,,,,,,,7:30,7.5,',
    ]);
  });
});

describe('the timer', () => {
  it('starts, refuses a second start, and stopping it makes the record', async () => {
    const started = await post(`${portal$(ranged.code)}/timer`, { note: '障害対応' });
    expect(started.statusCode, started.body).toBe(201);
    const second = await post(`${portal$(hourly.code)}/timer`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([m.timerRunning('保守契約')]);
    const list = (await ctx.call('GET', '/api/v2/worker/time_tracking_projects?year=2026&month=6', { headers: worker })).json();
    expect(list.meta.timer).toMatchObject({ project_code: ranged.code, note: '障害対応' });
    // it ran for 90 minutes
    await ctx.database.pool.query("update time_timers set started_at = now() - interval '90 minutes'");
    const stopped = await post(`${portal$(ranged.code)}/timer/stop`, {});
    expect(stopped.statusCode, stopped.body).toBe(201);
    expect(stopped.json().data).toMatchObject({ source: 'timer', kind: 'clock', worked_minutes: 90, note: '障害対応' });
    const after = (await ctx.call('GET', '/api/v2/worker/time_tracking_projects?year=2026&month=6', { headers: worker })).json();
    expect(after.meta.timer).toBeNull();
  });

  it('a timer of under a minute records nothing', async () => {
    expect((await post(`${portal$(ranged.code)}/timer`, {})).statusCode).toBe(201);
    const stopped = await post(`${portal$(ranged.code)}/timer/stop`, {});
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json().errors).toEqual([m.timerUnderMinute]);
    expect((await ctx.database.pool.query('select count(*)::int as n from time_timers')).rows[0].n).toBe(0);
  });
});

describe("another company's contract", () => {
  it('answers 404 on the company side and in the portal', async () => {
    const res = await ctx.call('GET', `${company$(hourly.code)}/reports?year=2026&month=6`, { headers: other.owner });
    expect(res.statusCode).toBe(404);
    const approve = await post(`${company$(other.contractCode, other.workerCode)}/reports/approve`, { year: 2026, month: 6 }, owner);
    expect(approve.statusCode).toBe(404);
    const record = await post(`${portal$(other.contractCode)}/records`, { work_date: '2026-06-05', kind: 'hours', hours: '1' });
    expect(record.statusCode).toBe(404);
    const list = (await ctx.call('GET', '/api/v2/employee/time_tracking_projects?year=2026&month=6', { headers: other.owner })).json();
    expect(list.data.map((r: TimeProjectRow) => r.code)).toEqual([other.contractCode]);
  });
});
