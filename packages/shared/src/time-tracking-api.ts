/**
 * 稼働管理 (issue #23): the request and response shapes of the company's /v2/employee/time_tracking_projects and
 * /v2/employee/businessors/{businessorCode}/time_tracking_projects (SPEC §7) and of the worker portal's
 * /v2/worker/time_tracking_projects, plus the month statuses and operation-log actions with their labels.
 *
 * A "time-tracking project" (SPEC §3) is one time-tracked contract of a worker (is_enable_time_tracking); its `code`
 * is the contract's code. A record may name one of the contract's projects (project_id_list) by the project's code.
 * Pages count from 0 (SPEC §9). Time is integer minutes, money integer yen. The pure rules (a day's record, rounding,
 * 精算幅) are in ./time-tracking.ts. docs/decisions.md「稼働管理」.
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { MAX_BREAKS } from './time-tracking';

const v = ja.validation;
const m = ja.timeTrackingApi;

// ---------------------------------------------------------------------------------------------------------------
// Enums and labels.
// ---------------------------------------------------------------------------------------------------------------

/** A month's status: 未提出 / 提出済 / 承認済 (locked) / 差戻し (the worker edits again and resubmits). */
export const timeMonthStatuses = ['open', 'submitted', 'approved', 'returned'] as const;
export type TimeMonthStatus = (typeof timeMonthStatuses)[number];
export const timeMonthStatusLabels: Record<TimeMonthStatus, string> = m.statuses;

/** The operation log's actions. */
export const timeOperationActions = [
  'record_created',
  'record_updated',
  'record_deleted',
  'timer_started',
  'timer_stopped',
  'submitted',
  'approved',
  'returned',
] as const;
export type TimeOperationAction = (typeof timeOperationActions)[number];
export const timeOperationActionLabels: Record<TimeOperationAction, string> = m.actions;

/** How a contract's month turns into money: not (the hours are only recorded), hourly (時間単価), or 精算幅 (月額). */
export const timeBillingKinds = ['none', 'hourly', 'settlement'] as const;
export type TimeBillingKind = (typeof timeBillingKinds)[number];

// ---------------------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------------------

export const TIME_TRACKING_YEAR_MIN = 2000;
export const TIME_TRACKING_YEAR_MAX = 2100;
export const TIME_TRACKING_LIST_DEFAULT_LIMIT = 50;
export const TIME_OPERATION_LOG_DEFAULT_LIMIT = 20;
export const TIME_NOTE_MAX = 1000;
export const TIME_RETURN_COMMENT_MAX = 1000;

const yearSchema = z.coerce
  .number({ error: m.invalidYear })
  .int({ error: m.invalidYear })
  .min(TIME_TRACKING_YEAR_MIN, { error: m.invalidYear })
  .max(TIME_TRACKING_YEAR_MAX, { error: m.invalidYear });
const monthSchema = z.coerce.number({ error: m.invalidMonth }).int({ error: m.invalidMonth }).min(1, { error: m.invalidMonth }).max(12, { error: m.invalidMonth });
const daySchema = z.coerce.number({ error: m.invalidDay }).int({ error: m.invalidDay }).min(1, { error: m.invalidDay }).max(31, { error: m.invalidDay });
const keywordSchema = z.string().trim().max(100, { error: v.searchTooLong(100) }).optional().default('');
const codeSchema = z.string().trim().min(1, { error: v.invalid }).max(40, { error: v.invalid });

/** ?year=&month= (a month of one project, the calendars, the CSV). */
export const timeMonthQuerySchema = z.object({ year: yearSchema, month: monthSchema });
export type TimeMonthQuery = z.input<typeof timeMonthQuerySchema>;

/** ?year=&month=&day= (GET …/{code}/records: one day). A day the month does not have answers 422 m.invalidDay. */
export const timeDayQuerySchema = z.object({ year: yearSchema, month: monthSchema, day: daySchema });
export type TimeDayQuery = z.input<typeof timeDayQuerySchema>;

/**
 * GET /v2/employee/time_tracking_projects: every time-tracked contract whose term touches the month, page from 0.
 * The keyword matches the worker's name, kana or code, or the contract's name (a part is enough); status filters.
 */
export const timeProjectListQuerySchema = z.object({
  ...pageQuery('limit', TIME_TRACKING_LIST_DEFAULT_LIMIT, 0),
  year: yearSchema,
  month: monthSchema,
  keyword: keywordSchema,
  status: z.enum(timeMonthStatuses, { error: v.invalid }).optional(),
});
export type TimeProjectListQuery = z.input<typeof timeProjectListQuerySchema>;

/** GET …/{code}/operation_logs?year=&month=&page=&limit= (page from 0, 20 a page). */
export const timeOperationLogQuerySchema = z.object({
  ...pageQuery('limit', TIME_OPERATION_LOG_DEFAULT_LIMIT, 0),
  year: yearSchema,
  month: monthSchema,
});
export type TimeOperationLogQuery = z.input<typeof timeOperationLogQuerySchema>;

const clockText = z.string().trim().max(10, { error: v.invalid });

/**
 * POST (create) and PUT (replace) of one record, portal only. `kind: 'clock'`: start/end ('9:00'; the end may run to
 * '47:59', the timesheet way) with break ranges and/or break_minutes; `kind: 'hours'`: hours ('7.5' or '7:30').
 * The server checks it with checkDayEntry and checkDayRecords (the day's other records of the same worker and
 * company) and answers 422 with `fields` keyed as those name them (start, end, breaks.0, break_minutes, hours), plus
 * work_date, project_code and note.
 */
export const timeRecordBodySchema = z.object({
  work_date: z.string({ error: v.invalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.invalidDate }),
  project_code: codeSchema.nullable().optional(),
  kind: z.enum(['clock', 'hours'], { error: v.invalid }),
  start: clockText.optional().default(''),
  end: clockText.optional().default(''),
  breaks: z
    .array(z.object({ start: clockText, end: clockText }), { error: v.invalid })
    .max(MAX_BREAKS, { error: ja.timeTracking.errors.tooManyBreaks })
    .optional()
    .default([]),
  break_minutes: z.union([z.number(), z.string().max(10)], { error: v.invalid }).nullable().optional(),
  hours: clockText.optional().default(''),
  note: z.string().trim().max(TIME_NOTE_MAX, { error: m.noteTooLong(TIME_NOTE_MAX) }).nullable().optional(),
});
export type TimeRecordBody = z.input<typeof timeRecordBodySchema>;

/** POST …/{code}/timer: start the worker's timer on this contract (one running timer per worker and company). */
export const timeTimerStartBodySchema = z.object({
  project_code: codeSchema.nullable().optional(),
  note: z.string().trim().max(TIME_NOTE_MAX, { error: m.noteTooLong(TIME_NOTE_MAX) }).nullable().optional(),
});
export type TimeTimerStartBody = z.input<typeof timeTimerStartBodySchema>;

/** POST …/reports/submit (portal) and …/reports/approve (company): the month. */
export const timeMonthBodySchema = z.object({ year: yearSchema, month: monthSchema });
export type TimeMonthBody = z.input<typeof timeMonthBodySchema>;

/** POST …/reports/return (company): the month and why it goes back (required). */
export const timeReturnBodySchema = z.object({
  year: yearSchema,
  month: monthSchema,
  comment: z
    .string({ error: m.returnCommentRequired })
    .trim()
    .min(1, { error: m.returnCommentRequired })
    .max(TIME_RETURN_COMMENT_MAX, { error: m.returnCommentTooLong(TIME_RETURN_COMMENT_MAX) }),
});
export type TimeReturnBody = z.input<typeof timeReturnBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------------------------

const projectRefSchema = z.object({ code: z.string(), name: z.string() });

/** One record as both sides see it. Clock texts as typed back ('9:00', '25:30'); null for an hours-only record. */
export const timeRecordSchema = z.object({
  code: z.string(),
  work_date: z.string(),
  project: projectRefSchema.nullable(),
  kind: z.enum(['clock', 'hours']),
  start: z.string().nullable(),
  end: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  break_minutes: z.number().int(),
  worked_minutes: z.number().int(),
  note: z.string().nullable(),
  /** manual / timer */
  source: z.enum(['manual', 'timer']),
  updated_at: z.string(),
});
export type TimeRecord = z.infer<typeof timeRecordSchema>;

/** The calculation of a month's amount, as the documents print it (MonthSettlement of ./time-tracking.ts). */
export const timeSettlementSchema = z.object({
  amount: z.number().int(),
  status: z.enum(['within', 'below', 'above', 'hourly']),
  lines: z.array(z.object({ kind: z.enum(['base', 'range', 'excess', 'deduction', 'hourly', 'total']), text: z.string(), amount: z.number().int().nullable() })),
});
export type TimeSettlementWire = z.infer<typeof timeSettlementSchema>;

/**
 * One time-tracking project in a month: the contract, the worker, the month's status and totals. recorded_minutes is
 * the sum as recorded; worked_minutes after the contract's rounding (the figure that is paid). amount: the month's
 * amount for an hourly or 精算幅 contract (null when billing is 'none' or the contract has no 単価).
 */
export const timeProjectRowSchema = z.object({
  code: z.string(),
  contract_name: z.string(),
  businessor_code: z.string(),
  businessor_name: z.string(),
  /** the company's name (the portal shows several companies) */
  company_name: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(timeMonthStatuses),
  billing: z.enum(timeBillingKinds),
  /** 「15分単位・切り捨て（日ごと）」, or null without rounding */
  rounding_text: z.string().nullable(),
  /** 「140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）」 or 「時間単価 ¥5,000」, or null */
  billing_text: z.string().nullable(),
  recorded_minutes: z.number().int(),
  worked_minutes: z.number().int(),
  recorded_days: z.number().int(),
  amount: z.number().int().nullable(),
  projects: z.array(projectRefSchema),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  returned_at: z.string().nullable(),
  return_comment: z.string().nullable(),
  /** the 支払通知書 the approved hours went into, by its number (PN-…) and code, when one was made */
  payment_notification: z.object({ code: z.string(), number: z.string().nullable() }).nullable(),
});
export type TimeProjectRow = z.infer<typeof timeProjectRowSchema>;

const statusCountsSchema = z.object({ open: z.number().int(), submitted: z.number().int(), approved: z.number().int(), returned: z.number().int() });

/** GET /v2/employee/time_tracking_projects (and the worker's list under /businessors/{code}/…). */
export const timeProjectListResponseSchema = z.object({
  data: z.array(timeProjectRowSchema),
  meta: z.object({
    total_count: z.number().int(),
    year: z.number().int(),
    month: z.number().int(),
    /** over every row the keyword matches (not only the page, whatever the status filter) */
    status_counts: statusCountsSchema,
    worked_minutes: z.number().int(),
  }),
});
export type TimeProjectListResponse = z.infer<typeof timeProjectListResponseSchema>;

/** One day of a month calendar (national holidays from @holiday-jp/holiday_jp; weekends marked). */
export const timeCalendarDaySchema = z.object({
  date: z.string(),
  day: z.number().int(),
  /** 0 = 日 … 6 = 土 */
  weekday: z.number().int(),
  holiday_name: z.string().nullable(),
  is_weekend: z.boolean(),
  worked_minutes: z.number().int(),
});

/**
 * GET /v2/employee/time_tracking_projects/calendars?year=&month=: the company's month, per day the minutes recorded
 * on every time-tracked contract and how many workers recorded.
 */
export const timeCompanyCalendarResponseSchema = z.object({
  data: z.object({
    year: z.number().int(),
    month: z.number().int(),
    days: z.array(timeCalendarDaySchema.extend({ worker_count: z.number().int() })),
    worked_minutes: z.number().int(),
  }),
});
export type TimeCompanyCalendarResponse = z.infer<typeof timeCompanyCalendarResponseSchema>;

/**
 * GET …/{code}/reports?year=&month= (company) and GET /v2/worker/time_tracking_projects/{code}/reports (portal): the
 * monthly report — the project row, every day of the month with its records, the totals and, for an hourly or 精算幅
 * contract, the settlement (as approved, or as it would be now). `editable`: the worker may still change records
 * (status open or returned and the contract covers the month); always false on the company side.
 */
export const timeReportResponseSchema = z.object({
  data: z.object({
    project: timeProjectRowSchema,
    days: z.array(timeCalendarDaySchema.extend({ records: z.array(timeRecordSchema) })),
    settlement: timeSettlementSchema.nullable(),
    editable: z.boolean(),
    /** the contract's term, so a calendar can grey out the days outside it */
    contract_start_date: z.string(),
    contract_end_date: z.string().nullable(),
  }),
});
export type TimeReportResponse = z.infer<typeof timeReportResponseSchema>;

/** GET …/{code}/records?year=&month=&day= (company): one day's records. */
export const timeDayResponseSchema = z.object({
  data: timeCalendarDaySchema.extend({ records: z.array(timeRecordSchema), project: timeProjectRowSchema }),
});
export type TimeDayResponse = z.infer<typeof timeDayResponseSchema>;

/** A record as the log shows it before and after a change (null for a create's before, a delete's after). */
const loggedRecordSchema = z.object({
  work_date: z.string(),
  /** 「9:00〜18:00（休憩 60分）」 or 「7.5時間」 */
  time_text: z.string(),
  worked_minutes: z.number().int(),
  project_name: z.string().nullable(),
  note: z.string().nullable(),
});

/** GET …/{code}/operation_logs: newest first. */
export const timeOperationLogResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      action: z.enum(timeOperationActions),
      actor_kind: z.enum(['worker', 'employee']),
      actor_name: z.string(),
      work_date: z.string().nullable(),
      before: loggedRecordSchema.nullable(),
      after: loggedRecordSchema.nullable(),
      comment: z.string().nullable(),
    }),
  ),
  meta: z.object({ total_count: z.number().int() }),
});
export type TimeOperationLogResponse = z.infer<typeof timeOperationLogResponseSchema>;

/** The worker's running timer (portal). */
export const timeTimerSchema = z.object({
  project_code: z.string(),
  started_at: z.string(),
  record_project: projectRefSchema.nullable(),
  note: z.string().nullable(),
});
export type TimeTimer = z.infer<typeof timeTimerSchema>;

/**
 * GET /v2/worker/time_tracking_projects?year=&month=: the signed-in worker's time-tracked contracts of every company
 * for the month, and the running timer if any.
 */
export const portalTimeProjectListResponseSchema = z.object({
  data: z.array(timeProjectRowSchema.extend({ editable: z.boolean() })),
  meta: z.object({ total_count: z.number().int(), timer: timeTimerSchema.nullable() }),
});
export type PortalTimeProjectListResponse = z.infer<typeof portalTimeProjectListResponseSchema>;

export const timeRecordResponseSchema = z.object({ data: timeRecordSchema });
export const timeProjectResponseSchema = z.object({ data: timeProjectRowSchema });
export const timeTimerResponseSchema = z.object({ data: timeTimerSchema });
