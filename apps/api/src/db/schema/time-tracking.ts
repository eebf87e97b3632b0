import { sql } from 'drizzle-orm';
import { date, id, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companyId } from './companies';
import { contracts } from './contracts';
import { employees } from './employees';
import { paymentNotifications } from './payments';
import { projects } from './projects';
import { workers } from './workers';

/**
 * 稼働管理 (issue #23). The unit the SPEC calls a "time-tracking project" is one time-tracked contract of a worker
 * (is_enable_time_tracking); its code is the contract's code. A record may name one of the contract's projects
 * (project_id_list). docs/decisions.md「稼働管理」.
 *
 * One month of one contract: its status and what was decided about it. Created with the month's first record (or by
 * the submission of an empty month). 未提出 `open` → 提出済 `submitted` → 承認済 `approved` (locked) or 差戻し
 * `returned` (the worker edits again and resubmits).
 */
export const timeMonths = pgTable(
  'time_months',
  {
    id: id(),
    companyId: companyId(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** the month's first day (YYYY-MM-01) */
    month: date('month', { mode: 'string' }).notNull(),
    /** open 未提出 / submitted 提出済 / approved 承認済 / returned 差戻し */
    status: text('status').notNull().default('open'),
    /** the sum of the month's records' worked minutes as recorded (before the contract's rounding), kept by every write */
    recordedMinutes: integer('recorded_minutes').notNull().default(0),
    /** days with at least one record, kept by every write */
    recordedDays: integer('recorded_days').notNull().default(0),
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    approvedById: integer('approved_by_id').references(() => employees.id, { onDelete: 'set null' }),
    returnedAt: timestamptz('returned_at'),
    returnedById: integer('returned_by_id').references(() => employees.id, { onDelete: 'set null' }),
    /** the company's comment when it sent the month back (差戻し理由) */
    returnComment: text('return_comment'),
    /** at approval: the rounded minutes and the amount with its lines (MonthSettlement of packages/shared time-tracking) */
    settlement: jsonb('settlement').$type<Record<string, unknown>>(),
    /** the 支払通知書 the approved hours went into (hours into money), when one was made or filled */
    paymentNotificationId: integer('payment_notification_id').references(() => paymentNotifications.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('time_months_contract_month_uq').on(t.contractId, t.month),
    index('time_months_company_month_idx').on(t.companyId, t.month, t.id),
    index('time_months_worker_idx').on(t.workerId, t.month),
  ],
);

/**
 * One record of worked time on one day: start/end with breaks (`clock`) or hours only (`hours`); minutes since the
 * day's 0:00 (the end may run to 47:59, the timesheet way). worked_minutes is what checkDayEntry answered.
 */
export const timeRecords = pgTable(
  'time_records',
  {
    id: id(),
    companyId: companyId(),
    /** the record's public code (lib/codes newCode): URLs name records by it, never by id */
    code: text('code').notNull().unique(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    monthId: integer('month_id')
      .notNull()
      .references(() => timeMonths.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    /** one of the contract's projects, or none */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** clock / hours */
    kind: text('kind').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    /** break ranges in minutes since 0:00, [{ start, end }] */
    breaks: jsonb('breaks').$type<{ start: number; end: number }[]>().notNull().default(sql`'[]'::jsonb`),
    /** all breaks, ranges and typed minutes together */
    breakMinutes: integer('break_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull(),
    note: text('note'),
    /** manual / timer */
    source: text('source').notNull().default('manual'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('time_records_contract_date_idx').on(t.contractId, t.workDate, t.id), index('time_records_month_idx').on(t.monthId, t.workDate)],
);

/** A running timer of the worker on one contract (at most one per worker): it survives a reload because it is here. */
export const timeTimers = pgTable(
  'time_timers',
  {
    id: id(),
    companyId: companyId(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [uniqueIndex('time_timers_worker_uq').on(t.workerId), index('time_timers_contract_idx').on(t.contractId)],
);

/**
 * The operation log of a contract's time tracking (append-only, like the マイナンバー log): who did what, before and
 * after, when. Actions: record_created / record_updated / record_deleted / timer_started / timer_stopped / submitted /
 * approved / returned.
 */
export const timeOperationLogs = pgTable(
  'time_operation_logs',
  {
    id: id(),
    companyId: companyId(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** the month the operation belongs to (YYYY-MM-01) */
    month: date('month', { mode: 'string' }).notNull(),
    /** the record's day, for record operations */
    workDate: date('work_date', { mode: 'string' }),
    action: text('action').notNull(),
    /** worker / employee */
    actorKind: text('actor_kind').notNull(),
    actorEmployeeId: integer('actor_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** the name as it was at the time */
    actorName: text('actor_name').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('time_operation_logs_contract_month_idx').on(t.contractId, t.month, t.id)],
);
