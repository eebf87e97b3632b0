/**
 * 稼働管理 (issue #23): the company's lists, reports, CSV, approval and 差戻し, and the worker portal's records, timer
 * and submission. The rules of a day's record, the rounding and the amounts are packages/shared/src/time-tracking.ts;
 * this file applies them to the stored rows. docs/decisions.md「稼働管理」.
 */
import { timeSettlementWire } from '../../partners/contracts/contracts.service';
import { fillFromApprovedHours } from '../payment-notifications/payment-notification-hours.service';
import { foldForSearch } from '@app/shared/kana';
import { contractSettlementRates, describeTimeSettlement } from '@app/shared/contracts';
import { formatMoney, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import {
  checkDayEntry,
  checkDayRecords,
  describeTimeRounding,
  formatClock,
  formatDecimalHours,
  formatHoursMinutes,
  hourlyMonth,
  monthCalendar,
  monthWorkedMinutes,
  settleMonth,
  MINUTES_PER_DAY,
  type MonthSettlement,
  type TimeRounding,
} from '@app/shared/time-tracking';
import {
  timeMonthStatusLabels,
  type TimeBillingKind,
  type TimeMonthStatus,
  type TimeOperationAction,
  type TimeOperationLogResponse,
  type TimeProjectListResponse,
  type TimeProjectRow,
  type TimeRecord,
  type TimeReportResponse,
  type TimeSettlementWire as SettlementWire,
  type TimeTimer,
} from '@app/shared/time-tracking-api';
import type { z } from 'zod';
import type { timeProjectListQuerySchema, timeRecordBodySchema, timeOperationLogQuerySchema } from '@app/shared/time-tracking-api';
import type { Db, Queryable, Tx } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { newCode } from '../../../lib/codes';
import { conflict, invalid, notFound } from '../../../lib/errors';
import * as repo from './time-tracking.repository';
import type { ProjectRow, RecordRow } from './time-tracking.repository';
import { notifyEmployeesOfSubmission, notifyWorkerOfDecision, postMonthToSlack } from './time-tracking-notices';

const m = ja.timeTrackingApi;

type ListQuery = z.output<typeof timeProjectListQuerySchema>;
type RecordBody = z.output<typeof timeRecordBodySchema>;
type LogQuery = z.output<typeof timeOperationLogQuerySchema>;

// ── the contract's rules ───────────────────────────────────────────────────────

/** What of a contract its month's figures depend on (a ProjectRow has it; so has the large company's seed). */
type ContractRules = Pick<ProjectRow, 'unit_price' | 'unit_price_type' | 'time_settlement' | 'time_rounding'>;

function billingOf(p: ContractRules): TimeBillingKind {
  if (p.unit_price === null) return 'none';
  if (p.unit_price_type === 'hourly') return 'hourly';
  if (p.unit_price_type === 'monthly' && p.time_settlement && contractSettlementRates(p.unit_price, timeSettlementWire(p.time_settlement)!)) return 'settlement';
  return 'none';
}

/** The month's amount under the contract (null for billing 'none'). */
function settle(p: ContractRules, workedMinutes: number): MonthSettlement | null {
  const billing = billingOf(p);
  if (billing === 'hourly') return hourlyMonth(p.unit_price!, workedMinutes);
  if (billing === 'settlement') {
    const s = p.time_settlement!;
    return settleMonth(
      {
        monthlyFee: p.unit_price!,
        lowerHours: s.lowerHours,
        upperHours: s.upperHours,
        rateMethod: s.rateMethod,
        deductionRate: s.deductionRate ?? null,
        excessRate: s.excessRate ?? null,
        ...(s.rateRounding ? { rateRounding: s.rateRounding } : {}),
        ...(s.amountRounding ? { amountRounding: s.amountRounding } : {}),
      },
      workedMinutes,
    );
  }
  return null;
}

function settlementWire(s: MonthSettlement | null): SettlementWire | null {
  return s ? { amount: s.amount, status: s.status, lines: s.lines.map((l) => ({ kind: l.kind, text: l.text, amount: l.amount })) } : null;
}

type StoredMonthSettlement = Partial<MonthSettlement> & { workedMinutes: number };

/** The approved month's stored settlement, if the month is approved. */
function storedSettlement(p: ProjectRow): StoredMonthSettlement | null {
  return p.status === 'approved' && p.settlement ? (p.settlement as unknown as StoredMonthSettlement) : null;
}

/** Worked minutes after the contract's rounding, from one total per day. */
function workedOf(p: ContractRules, dayMinutes: readonly number[]): number {
  return monthWorkedMinutes(dayMinutes, p.time_rounding as TimeRounding | null);
}

/** The month's figures: as approved, or as they would be now. */
function monthFigures(p: ProjectRow, dayMinutes: readonly number[]): { worked: number; settlement: SettlementWire | null } {
  const stored = storedSettlement(p);
  if (stored) {
    const settlement = stored.amount !== undefined && stored.status && stored.lines ? { amount: stored.amount, status: stored.status, lines: stored.lines } : null;
    return { worked: stored.workedMinutes, settlement: settlementWire(settlement as MonthSettlement | null) };
  }
  const worked = workedOf(p, dayMinutes);
  return { worked, settlement: settlementWire(settle(p, worked)) };
}

function billingText(p: ProjectRow): string | null {
  const billing = billingOf(p);
  if (billing === 'hourly') return m.hourlyBilling(formatMoney(p.unit_price!));
  if (billing === 'settlement') return describeTimeSettlement(p.unit_price, timeSettlementWire(p.time_settlement)!);
  return null;
}

const statusOf = (p: ProjectRow): TimeMonthStatus => (p.status ?? 'open') as TimeMonthStatus;

/** One row of the wire from a project row, its days' minutes and its projects. */
function projectRow(p: ProjectRow, year: number, month: number, dayMinutes: readonly number[], projects: readonly { code: string; name: string }[]): TimeProjectRow {
  const { worked, settlement } = monthFigures(p, dayMinutes);
  return {
    code: p.code,
    contract_name: p.title,
    businessor_code: p.worker_code,
    businessor_name: p.worker_name,
    company_name: p.company_name,
    year,
    month,
    status: statusOf(p),
    billing: billingOf(p),
    rounding_text: p.time_rounding ? describeTimeRounding(p.time_rounding) : null,
    billing_text: billingText(p),
    recorded_minutes: p.recorded_minutes ?? 0,
    worked_minutes: worked,
    recorded_days: p.recorded_days ?? 0,
    amount: settlement?.amount ?? null,
    projects: projects.map((x) => ({ code: x.code, name: x.name })),
    submitted_at: p.submitted_at,
    approved_at: p.approved_at,
    approved_by_name: p.approved_by_name,
    returned_at: p.returned_at,
    return_comment: p.return_comment,
    payment_notification: p.pn_code ? { code: p.pn_code, number: p.pn_number } : null,
  };
}

/** Rows for many project rows: two more queries (days' minutes, projects) whatever their number. */
async function projectRows(db: Queryable, rows: readonly ProjectRow[], year: number, month: number) {
  const { first, last } = repo.monthBounds(year, month);
  const ids = rows.map((r) => r.contract_id);
  const [dayRows, projects] = await Promise.all([repo.dayMinutesOf(db, ids, first, last), repo.projectsOf(db, ids)]);
  const minutesBy = groupBy(dayRows, (d) => d.contract_id);
  const projectsBy = groupBy(projects, (x) => x.contract_id);
  return rows.map((r) => projectRow(r, year, month, (minutesBy.get(r.contract_id) ?? []).map((d) => d.minutes), projectsBy.get(r.contract_id) ?? []));
}

/** Rows of the wire from listed rows (their days' minutes and projects came with them). */
function listedRows(rows: readonly repo.ListedProjectRow[], year: number, month: number) {
  return rows.map((r) => projectRow(r, year, month, r.day_minutes, r.projects));
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

// ── records on the wire ────────────────────────────────────────────────────────

function recordWire(r: RecordRow): TimeRecord {
  const clock = r.kind === 'clock';
  return {
    code: r.code,
    work_date: r.workDate,
    project: r.projectCode ? { code: r.projectCode, name: r.projectName ?? '' } : null,
    kind: clock ? 'clock' : 'hours',
    start: clock && r.startMinute !== null ? formatClock(r.startMinute) : null,
    end: clock && r.endMinute !== null ? formatClock(r.endMinute) : null,
    breaks: r.breaks.map((b) => ({ start: formatClock(b.start), end: formatClock(b.end) })),
    break_minutes: r.breakMinutes,
    worked_minutes: r.workedMinutes,
    note: r.note,
    source: r.source === 'timer' ? 'timer' : 'manual',
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

/** A record as the operation log keeps it. */
function loggedRecord(r: RecordRow): Record<string, unknown> {
  const timeText =
    r.kind === 'clock' && r.startMinute !== null && r.endMinute !== null
      ? m.clockText(formatClock(r.startMinute), formatClock(r.endMinute), r.breakMinutes)
      : m.hoursText(formatDecimalHours(r.workedMinutes));
  return { work_date: r.workDate, time_text: timeText, worked_minutes: r.workedMinutes, project_name: r.projectName, note: r.note };
}

// ── the company side ───────────────────────────────────────────────────────────

export async function listProjects(db: Db, auth: AuthContext, q: ListQuery): Promise<TimeProjectListResponse> {
  const { first, last } = repo.monthBounds(q.year, q.month);
  const filter = { companyId: auth.companyId, keyword: foldForSearch(q.keyword), status: q.status };
  const [rows, summary] = await Promise.all([
    repo.listProjects(db, filter, first, last, q.limit, q.page * q.limit),
    // the counts, and the worked minutes over every row the filters match, each rounded by its contract (an approved month as approved)
    repo.monthSummary(db, filter, first, last),
  ]);
  const { counts, workedMinutes: worked } = summary;
  const data = listedRows(rows, q.year, q.month);
  const status_counts = { open: counts.open ?? 0, submitted: counts.submitted ?? 0, approved: counts.approved ?? 0, returned: counts.returned ?? 0 };
  const total = q.status ? status_counts[q.status] : Object.values(status_counts).reduce((a, b) => a + b, 0);
  return { data, meta: { total_count: total, year: q.year, month: q.month, status_counts, worked_minutes: worked } };
}

export async function companyCalendar(db: Db, auth: AuthContext, year: number, month: number) {
  const { first, last } = repo.monthBounds(year, month);
  const rows = await repo.companyDays(db, auth.companyId, first, last);
  const by = new Map(rows.map((r) => [r.work_date, r]));
  const cal = monthCalendar(year, month);
  const days = cal.days.map((d) => ({
    date: d.date,
    day: d.day,
    weekday: d.weekday,
    holiday_name: d.holidayName,
    is_weekend: d.isWeekend,
    worked_minutes: by.get(d.date)?.minutes ?? 0,
    worker_count: by.get(d.date)?.workers ?? 0,
  }));
  return { data: { year, month, days, worked_minutes: days.reduce((s, d) => s + d.worked_minutes, 0) } };
}

export async function workerProjects(db: Db, auth: AuthContext, workerCode: string, q: { year: number; month: number; page?: number | undefined; limit?: number | undefined }) {
  const { first, last } = repo.monthBounds(q.year, q.month);
  if (!(await repo.companyHasWorker(db, auth.companyId, workerCode))) throw notFound(ja.worker.notFound);
  const filter = { companyId: auth.companyId, keyword: '', workerCode };
  const limit = q.limit ?? null;
  const [rows, counts, worked] = await Promise.all([
    repo.listProjects(db, filter, first, last, limit, (q.page ?? 0) * (limit ?? 0)),
    repo.statusCounts(db, filter, first, last),
    // a page: the total over every row (unpaged, the rows themselves add up to it)
    limit === null ? Promise.resolve(null) : repo.monthSummary(db, filter, first, last).then((x) => x.workedMinutes),
  ]);
  const data = listedRows(rows, q.year, q.month);
  const status_counts = { open: counts.open ?? 0, submitted: counts.submitted ?? 0, approved: counts.approved ?? 0, returned: counts.returned ?? 0 };
  return {
    data,
    meta: {
      total_count: Object.values(status_counts).reduce((a, b) => a + b, 0),
      year: q.year,
      month: q.month,
      status_counts,
      worked_minutes: worked ?? data.reduce((s, r) => s + r.worked_minutes, 0),
    },
  };
}

/** The company's project (404 unless a time-tracked contract of that worker of this company). */
async function companyProject(db: Queryable, auth: AuthContext, workerCode: string, code: string, year: number, month: number, lock = false) {
  const p = await repo.findCompanyProject(db, auth.companyId, workerCode, code, repo.monthBounds(year, month).first, lock);
  if (!p) throw notFound(m.notFound);
  return p;
}

type ReportParts = { records: RecordRow[]; projects: { code: string; name: string }[] };

/** The monthly report of one project (its records and projects read here, or already read beside it). */
async function report(db: Queryable, p: ProjectRow, year: number, month: number, editable: boolean, parts?: ReportParts): Promise<TimeReportResponse['data']> {
  const { first, last } = repo.monthBounds(year, month);
  let read: ReportParts | undefined = parts;
  if (!read) {
    const [r, x] = await Promise.all([repo.recordsOf(db, p.contract_id, first, last), repo.projectsOf(db, [p.contract_id])]);
    read = { records: r, projects: x };
  }
  const { records, projects } = read;
  const byDay = groupBy(records, (r) => r.workDate);
  const dayMinutes = [...byDay.values()].map((list) => list.reduce((s, r) => s + r.workedMinutes, 0));
  const row = projectRow(p, year, month, dayMinutes, projects);
  const { settlement } = monthFigures(p, dayMinutes);
  const cal = monthCalendar(year, month);
  return {
    project: row,
    days: cal.days.map((d) => {
      const list = byDay.get(d.date) ?? [];
      return {
        date: d.date,
        day: d.day,
        weekday: d.weekday,
        holiday_name: d.holidayName,
        is_weekend: d.isWeekend,
        worked_minutes: list.reduce((s, r) => s + r.workedMinutes, 0),
        records: list.map(recordWire),
      };
    }),
    settlement,
    editable,
    contract_start_date: p.start_date,
    contract_end_date: p.end_date,
  };
}

export async function companyReport(db: Db, auth: AuthContext, workerCode: string, code: string, year: number, month: number) {
  // the project, its records and its projects at once (one round trip): the two by the codes, scoped to the company
  const { first, last } = repo.monthBounds(year, month);
  const key = { companyId: auth.companyId, workerCode, code };
  const [p, records, projects] = await Promise.all([
    companyProject(db, auth, workerCode, code, year, month),
    repo.recordsOfCodes(db, key, first, last),
    repo.projectsOfCodes(db, key),
  ]);
  return { data: await report(db, p, year, month, false, { records, projects }) };
}

export async function companyDay(db: Db, auth: AuthContext, workerCode: string, code: string, q: { year: number; month: number; day: number }) {
  const p = await companyProject(db, auth, workerCode, code, q.year, q.month);
  const full = await report(db, p, q.year, q.month, false);
  const day = full.days.find((d) => d.day === q.day);
  if (!day) throw invalid({ day: [m.invalidDay] });
  return { data: { ...day, project: full.project } };
}

export async function operationLogs(db: Db, auth: AuthContext, workerCode: string, code: string, q: LogQuery): Promise<TimeOperationLogResponse> {
  const p = await companyProject(db, auth, workerCode, code, q.year, q.month);
  const { rows, total } = await repo.listLogs(db, auth.companyId, p.contract_id, repo.monthBounds(q.year, q.month).first, q.limit, q.page * q.limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      created_at: new Date(r.createdAt).toISOString(),
      action: r.action as TimeOperationAction,
      actor_kind: r.actorKind === 'employee' ? 'employee' : 'worker',
      actor_name: r.actorName,
      work_date: r.workDate,
      before: (r.before as TimeOperationLogResponse['data'][number]['before']) ?? null,
      after: (r.after as TimeOperationLogResponse['data'][number]['after']) ?? null,
      comment: r.comment,
    })),
    meta: { total_count: total },
  };
}

/** The CSV of the month: one row per record, then the total. */
export async function exportRows(db: Db, auth: AuthContext, workerCode: string, code: string, year: number, month: number) {
  const p = await companyProject(db, auth, workerCode, code, year, month);
  const r = await report(db, p, year, month, false);
  const rows: (string | number | null)[][] = [];
  for (const d of r.days) {
    for (const rec of d.records) {
      rows.push([
        d.date.replaceAll('-', '/'),
        ja.timeTracking.weekdays[d.weekday] ?? '',
        d.holiday_name ?? '',
        rec.project?.name ?? '',
        rec.start ?? '',
        rec.end ?? '',
        rec.kind === 'clock' ? rec.break_minutes : '',
        formatHoursMinutes(rec.worked_minutes),
        formatDecimalHours(rec.worked_minutes),
        rec.note ?? '',
      ]);
    }
  }
  const recorded = r.project.recorded_minutes;
  rows.push([m.csv.total, '', '', '', '', '', '', formatHoursMinutes(recorded), formatDecimalHours(recorded), '']);
  return { header: m.csv.header, rows };
}

/** The month's rounded minutes and amount from its records, and what time_months.settlement keeps of them. */
async function settlementOf(db: Queryable, p: ProjectRow, year: number, month: number) {
  const { first, last } = repo.monthBounds(year, month);
  const records = await repo.recordsOf(db, p.contract_id, first, last);
  const dayMinutes = [...groupBy(records, (r) => r.workDate).values()].map((l) => l.reduce((s, r) => s + r.workedMinutes, 0));
  return settlementToStore(p, dayMinutes);
}

/** The rounded minutes and amount of a month from its days' totals, and what time_months.settlement keeps at approval. */
export function settlementToStore(p: ContractRules, dayMinutes: readonly number[]) {
  const worked = workedOf(p, dayMinutes);
  const settlement = settle(p, worked);
  const stored: Record<string, unknown> = settlement ? { workedMinutes: worked, ...settlement } : { workedMinutes: worked };
  return { worked, settlement, stored };
}

/** What an approval of the month would store (the demo seed approves a month without a request). */
export async function approvedSettlement(db: Queryable, companyId: number, workerCode: string, code: string, year: number, month: number) {
  const p = await repo.findCompanyProject(db, companyId, workerCode, code, repo.monthBounds(year, month).first);
  if (!p) throw notFound(m.notFound);
  return (await settlementOf(db, p, year, month)).stored;
}

export async function approve(db: Db, auth: AuthContext, workerCode: string, code: string, year: number, month: number, appUrl: string) {
  const first = repo.monthBounds(year, month).first;
  return db.transaction(async (tx) => {
    const p = await companyProject(tx, auth, workerCode, code, year, month, true);
    if (statusOf(p) !== 'submitted') throw invalid({ month: [m.cannotApprove(timeMonthStatusLabels[statusOf(p)])] });
    const { worked, settlement, stored } = await settlementOf(tx, p, year, month);
    const now = new Date().toISOString();
    await repo.updateMonth(tx, p.month_id!, { status: 'approved', approvedAt: now, approvedById: auth.employeeId, settlement: stored });
    // hours into money: an hourly or 精算幅 month goes onto the worker's 支払通知書 (payment-notifications module)
    const made = settlement
      ? await fillFromApprovedHours(tx, { companyId: auth.companyId, contractId: p.contract_id, workerId: p.worker_id, month: first, workedMinutes: worked, settlement, employeeId: auth.employeeId })
      : null;
    if (made) await repo.updateMonth(tx, p.month_id!, { paymentNotificationId: made.id });
    await repo.insertLogs(tx, [
      { companyId: auth.companyId, contractId: p.contract_id, month: first, action: 'approved', actorKind: 'employee', actorEmployeeId: auth.employeeId, actorName: auth.profile.name },
    ]);
    await notifyWorkerOfDecision(tx, { project: p, year, month, decision: 'approved', workedMinutes: worked, comment: null, appUrl });
    await postMonthToSlack(tx, { project: p, year, month, event: 'approved', workedMinutes: worked, appUrl });
    const updated = await companyProject(tx, auth, workerCode, code, year, month);
    return { data: (await projectRows(tx, [updated], year, month))[0]! };
  });
}

export async function returnMonth(db: Db, auth: AuthContext, workerCode: string, code: string, body: { year: number; month: number; comment: string }, appUrl: string) {
  const { year, month, comment } = body;
  const first = repo.monthBounds(year, month).first;
  return db.transaction(async (tx) => {
    const p = await companyProject(tx, auth, workerCode, code, year, month, true);
    if (statusOf(p) !== 'submitted') throw invalid({ month: [m.cannotReturn(timeMonthStatusLabels[statusOf(p)])] });
    await repo.updateMonth(tx, p.month_id!, { status: 'returned', returnedAt: new Date().toISOString(), returnedById: auth.employeeId, returnComment: comment });
    await repo.insertLogs(tx, [
      { companyId: auth.companyId, contractId: p.contract_id, month: first, action: 'returned', actorKind: 'employee', actorEmployeeId: auth.employeeId, actorName: auth.profile.name, comment },
    ]);
    await notifyWorkerOfDecision(tx, { project: p, year, month, decision: 'returned', workedMinutes: p.recorded_minutes ?? 0, comment, appUrl });
    await postMonthToSlack(tx, { project: p, year, month, event: 'returned', workedMinutes: (await settlementOf(tx, p, year, month)).worked, appUrl });
    const updated = await companyProject(tx, auth, workerCode, code, year, month);
    return { data: (await projectRows(tx, [updated], year, month))[0]! };
  });
}

// ── the worker portal ──────────────────────────────────────────────────────────

/** Whether the month touches the contract's term. */
function touchesTerm(p: ProjectRow, year: number, month: number): boolean {
  const { first, last } = repo.monthBounds(year, month);
  return p.start_date <= last && (p.end_date === null || p.end_date >= first);
}

const editableStatus = (status: TimeMonthStatus) => status === 'open' || status === 'returned';

export async function portalProjects(db: Db, accountId: number, year: number, month: number) {
  const { first, last } = repo.monthBounds(year, month);
  const [rows, timer] = await Promise.all([repo.accountProjects(db, accountId, first, last), repo.timerOfAccount(db, accountId)]);
  const data = (await projectRows(db, rows, year, month)).map((row, i) => ({ ...row, editable: editableStatus(row.status) && touchesTerm(rows[i]!, year, month) }));
  return {
    data,
    meta: {
      total_count: data.length,
      timer: timer
        ? {
            project_code: timer.contract_code,
            started_at: new Date(timer.started_at).toISOString(),
            record_project: timer.project_code ? { code: timer.project_code, name: timer.project_name ?? '' } : null,
            note: timer.note,
          }
        : null,
    },
  };
}

/** The account's time-tracked contract by code (any month), or 404. */
async function portalProject(db: Queryable, accountId: number, code: string, year: number, month: number) {
  const { first, last } = repo.monthBounds(year, month);
  const [p] = await repo.accountProjects(db, accountId, first, last, code);
  if (!p) throw notFound(m.notFound);
  return p;
}

export async function portalReport(db: Db, accountId: number, code: string, year: number, month: number) {
  const p = await portalProject(db, accountId, code, year, month);
  return { data: await report(db, p, year, month, editableStatus(statusOf(p)) && touchesTerm(p, year, month)) };
}

function isRealDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const yearMonthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

type CheckedRecord = {
  kind: 'clock' | 'hours';
  startMinute: number | null;
  endMinute: number | null;
  breaks: { start: number; end: number }[];
  breakMinutes: number;
  workedMinutes: number;
  projectId: number | null;
  note: string | null;
};

/** Every check of a record (the form's fields, the day, the month, the project, the worker's other records that day). */
async function checkRecord(tx: Tx, p: ProjectRow, body: RecordBody, excludeId: number | null): Promise<CheckedRecord> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const entry =
    body.kind === 'hours'
      ? checkDayEntry({ kind: 'hours', hours: body.hours })
      : checkDayEntry({ kind: 'clock', start: body.start, end: body.end, breaks: body.breaks, breakMinutes: body.break_minutes ?? null });
  if (!entry.ok) for (const e of entry.errors) add(e.field === 'breakMinutes' ? 'break_minutes' : e.field, e.message);
  const date = body.work_date;
  if (!isRealDate(date)) add('work_date', m.invalidDay);
  else if (date < p.start_date || (p.end_date !== null && date > p.end_date)) add('work_date', m.dateOutsideContract);
  else if (date > todayInJapan()) add('work_date', m.dateInFuture);
  let projectId: number | null = null;
  if (body.project_code) {
    const [project] = (await repo.projectsOf(tx, [p.contract_id])).filter((x) => x.code === body.project_code);
    if (!project) add('project_code', m.projectNotInContract);
    else projectId = project.id;
  }
  if (Object.keys(fields).length > 0 || !entry.ok) throw invalid(fields);
  const others = (await repo.workerDayRecords(tx, p.worker_id, date)).filter((r) => r.id !== excludeId);
  const clash = checkDayRecords([
    ...others.map((r) => ({ range: r.kind === 'clock' && r.startMinute !== null && r.endMinute !== null ? { start: r.startMinute, end: r.endMinute } : null, workedMinutes: r.workedMinutes })),
    { range: entry.range, workedMinutes: entry.workedMinutes },
  ]);
  if (clash) throw invalid({ [body.kind === 'clock' ? 'start' : 'hours']: [clash.message] });
  const breaks = body.kind === 'clock' ? body.breaks.map((b) => ({ start: parseClockSafe(b.start), end: parseClockSafe(b.end) })) : [];
  return {
    kind: body.kind,
    startMinute: entry.range?.start ?? null,
    endMinute: entry.range?.end ?? null,
    breaks,
    breakMinutes: entry.breakMinutes,
    workedMinutes: entry.workedMinutes,
    projectId,
    note: body.note ? body.note : null,
  };
}

function parseClockSafe(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.normalize('NFKC').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** The month of `date` must be editable: open or returned. Answers its row (made if missing). */
async function editableMonth(tx: Tx, p: ProjectRow, date: string) {
  const row = await repo.ensureMonth(tx, { companyId: p.company_id, contractId: p.contract_id, workerId: p.worker_id, month: `${date.slice(0, 7)}-01` });
  const status = row.status as TimeMonthStatus;
  if (!editableStatus(status)) throw invalid({ work_date: [m.notEditable(timeMonthStatusLabels[status])] });
  return row;
}

type Actor = { kind: 'worker'; name: string };
const workerActor = (p: ProjectRow): Actor => ({ kind: 'worker', name: p.worker_name });

function log(p: ProjectRow, action: TimeOperationAction, month: string, extra: Partial<repo.LogInsert> = {}): repo.LogInsert {
  return { companyId: p.company_id, contractId: p.contract_id, month, action, actorKind: workerActor(p).kind, actorName: workerActor(p).name, ...extra };
}

/** Writes a new record after every check; answers it. */
async function createRecordIn(tx: Tx, p: ProjectRow, body: RecordBody, source: 'manual' | 'timer', extraLogs: repo.LogInsert[] = []) {
  const checked = await checkRecord(tx, p, body, null);
  const monthRow = await editableMonth(tx, p, body.work_date);
  const id = await repo.insertRecord(tx, { companyId: p.company_id, code: newCode(), contractId: p.contract_id, monthId: monthRow.id, workDate: body.work_date, source, ...checked });
  await repo.recomputeMonth(tx, monthRow.id);
  const record = await repo.recordById(tx, id);
  await repo.insertLogs(tx, [...extraLogs, log(p, 'record_created', monthRow.month, { workDate: body.work_date, before: null, after: loggedRecord(record) })]);
  return record;
}

async function lockedPortalProject(tx: Tx, accountId: number, code: string) {
  const today = yearMonthOf(todayInJapan());
  const p = await portalProject(tx, accountId, code, today.year, today.month);
  await repo.lockWorker(tx, p.worker_id);
  return p;
}

export async function createRecord(db: Db, accountId: number, code: string, body: RecordBody) {
  return db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    return { data: recordWire(await createRecordIn(tx, p, body, 'manual')) };
  });
}

export async function updateRecord(db: Db, accountId: number, code: string, recordCode: string, body: RecordBody) {
  return db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    const before = await repo.findRecord(tx, p.contract_id, recordCode);
    if (!before) throw notFound(m.recordNotFound);
    if (before.workDate.slice(0, 7) !== body.work_date.slice(0, 7)) throw invalid({ work_date: [m.otherMonth] });
    const checked = await checkRecord(tx, p, body, before.id);
    const monthRow = await editableMonth(tx, p, body.work_date);
    await repo.updateRecord(tx, before.id, { workDate: body.work_date, ...checked });
    await repo.recomputeMonth(tx, monthRow.id);
    const after = await repo.recordById(tx, before.id);
    await repo.insertLogs(tx, [log(p, 'record_updated', monthRow.month, { workDate: body.work_date, before: loggedRecord(before), after: loggedRecord(after) })]);
    return { data: recordWire(after) };
  });
}

export async function deleteRecord(db: Db, accountId: number, code: string, recordCode: string) {
  await db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    const before = await repo.findRecord(tx, p.contract_id, recordCode);
    if (!before) throw notFound(m.recordNotFound);
    const monthRow = await editableMonth(tx, p, before.workDate);
    await repo.deleteRecord(tx, before.id);
    await repo.recomputeMonth(tx, monthRow.id);
    await repo.insertLogs(tx, [log(p, 'record_deleted', monthRow.month, { workDate: before.workDate, before: loggedRecord(before), after: null })]);
  });
}

function timerWire(t: NonNullable<Awaited<ReturnType<typeof repo.timerOfWorker>>>): TimeTimer {
  return {
    project_code: t.contract_code,
    started_at: new Date(t.started_at).toISOString(),
    record_project: t.project_code ? { code: t.project_code, name: t.project_name ?? '' } : null,
    note: t.note,
  };
}

export async function startTimer(db: Db, accountId: number, code: string, body: { project_code?: string | null | undefined; note?: string | null | undefined }) {
  return db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    const running = await repo.timerOfWorker(tx, p.worker_id);
    if (running) throw conflict(m.timerRunning(running.contract_title));
    let projectId: number | null = null;
    if (body.project_code) {
      const project = (await repo.projectsOf(tx, [p.contract_id])).find((x) => x.code === body.project_code);
      if (!project) throw invalid({ project_code: [m.projectNotInContract] });
      projectId = project.id;
    }
    await repo.insertTimer(tx, { companyId: p.company_id, contractId: p.contract_id, workerId: p.worker_id, projectId, note: body.note ? body.note : null });
    const today = todayInJapan();
    await repo.insertLogs(tx, [log(p, 'timer_started', `${today.slice(0, 7)}-01`, { workDate: today })]);
    return { data: timerWire((await repo.timerOfWorker(tx, p.worker_id))!) };
  });
}

/** The worker's running timer on this contract, or 422. */
async function runningTimer(tx: Tx, p: ProjectRow) {
  const timer = await repo.timerOfWorker(tx, p.worker_id);
  if (!timer || timer.contract_id !== p.contract_id) throw invalid({ timer: [m.timerNotRunning] });
  return timer;
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Stops the timer: a clock record of the day it started (JST), 25:30 past midnight. */
export async function stopTimer(db: Db, accountId: number, code: string, now = new Date()) {
  // a timer of under a minute is removed in its own transaction (the 422 would roll it back)
  const outcome = await db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    const timer = await runningTimer(tx, p);
    const started = new Date(timer.started_at);
    const local = new Date(started.getTime() + JAPAN_OFFSET_MS);
    const workDate = local.toISOString().slice(0, 10);
    const startMinute = local.getUTCHours() * 60 + local.getUTCMinutes();
    const elapsed = Math.floor((now.getTime() - started.getTime()) / 60_000);
    if (elapsed < 1) {
      await repo.deleteTimer(tx, timer.id);
      return { tooShort: true as const };
    }
    const endMinute = startMinute + elapsed;
    if (endMinute - startMinute > MINUTES_PER_DAY) throw invalid({ timer: [m.timerOverDay] });
    const body: RecordBody = {
      work_date: workDate,
      project_code: timer.project_code,
      kind: 'clock',
      start: formatClock(startMinute),
      end: formatClock(endMinute),
      breaks: [],
      break_minutes: null,
      hours: '',
      note: timer.note,
    };
    await repo.deleteTimer(tx, timer.id);
    const record = await createRecordIn(tx, p, body, 'timer', [log(p, 'timer_stopped', `${workDate.slice(0, 7)}-01`, { workDate })]);
    return { record };
  });
  if ('tooShort' in outcome) throw invalid({ timer: [m.timerUnderMinute] });
  return { data: recordWire(outcome.record) };
}

export async function discardTimer(db: Db, accountId: number, code: string) {
  await db.transaction(async (tx) => {
    const p = await lockedPortalProject(tx, accountId, code);
    const timer = await runningTimer(tx, p);
    await repo.deleteTimer(tx, timer.id);
  });
}

export async function submit(db: Db, accountId: number, code: string, year: number, month: number, appUrl: string) {
  return db.transaction(async (tx) => {
    const p = await portalProject(tx, accountId, code, year, month);
    await repo.lockWorker(tx, p.worker_id);
    const { first } = repo.monthBounds(year, month);
    if (first > todayInJapan()) throw invalid({ month: [m.monthNotBegun] });
    if (!touchesTerm(p, year, month)) throw invalid({ month: [m.dateOutsideContract] });
    const row = await repo.ensureMonth(tx, { companyId: p.company_id, contractId: p.contract_id, workerId: p.worker_id, month: first });
    const status = row.status as TimeMonthStatus;
    if (!editableStatus(status)) throw invalid({ month: [m.cannotSubmit(timeMonthStatusLabels[status])] });
    await repo.updateMonth(tx, row.id, { status: 'submitted', submittedAt: new Date().toISOString() });
    await repo.insertLogs(tx, [log(p, 'submitted', first)]);
    await notifyEmployeesOfSubmission(tx, { project: p, year, month });
    await postMonthToSlack(tx, { project: p, year, month, event: 'submitted', workedMinutes: (await settlementOf(tx, p, year, month)).worked, appUrl });
    const [updated] = await repo.accountProjects(tx, accountId, first, repo.monthBounds(year, month).last, code);
    return { data: (await projectRows(tx, [updated!], year, month))[0]! };
  });
}
