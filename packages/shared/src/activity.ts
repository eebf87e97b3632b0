/**
 * 活動一覧 (issue #23): the wire of the company-wide feed of threads and of one thread, and the thread codes.
 * A thread is named `<kind>-<object code>`: `order-<purchase order code>`, `pn-<payment notification code>`,
 * `hours-<contract code>-<YYYYMM>` (notifications.activity_group_code carries the same value).
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { pageQuery } from './paging';

export const activityKinds = ['order', 'pn', 'hours'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_COMMENT_MAX = 2_000;

/** The thread codes of the three kinds of business object. */
export const activityGroupCodes = {
  order: (orderCode: string) => `order-${orderCode}`,
  pn: (paymentNotificationCode: string) => `pn-${paymentNotificationCode}`,
  hours: (contractCode: string, year: number, month: number) => `hours-${contractCode}-${year}${String(month).padStart(2, '0')}`,
} as const;

type ParsedActivityGroupCode =
  | { kind: 'order'; code: string }
  | { kind: 'pn'; code: string }
  | { kind: 'hours'; code: string; year: number; month: number };

/** Reads a thread code; null for anything that is not one (the API answers 404 for it). */
export function parseActivityGroupCode(value: string): ParsedActivityGroupCode | null {
  const simple = /^(order|pn)-([A-Za-z0-9_]{1,40})$/.exec(value);
  if (simple) return { kind: simple[1] as 'order' | 'pn', code: simple[2]! };
  const hours = /^hours-([A-Za-z0-9_]{1,40})-(\d{4})(\d{2})$/.exec(value);
  if (!hours) return null;
  const year = Number(hours[2]);
  const month = Number(hours[3]);
  if (month < 1 || month > 12 || year < 2000) return null;
  return { kind: 'hours', code: hours[1]!, year, month };
}

/** The company's screen of a month of hours (the thread's document). */
export function hoursReportPath(workerCode: string, contractCode: string, year: number, month: number): string {
  return `/worker/${encodeURIComponent(workerCode)}/working_record_project/${encodeURIComponent(contractCode)}?year=${year}&month=${month}`;
}

const actorSchema = z.object({ kind: z.enum(['employee', 'worker']), name: z.string() });

/** One line of a thread: something that happened (read from the product's logs) or a comment. */
export const activityEntrySchema = z.object({
  /** unique within the thread (e.g. `pol-12`, `comment-3`) */
  id: z.string(),
  type: z.enum(['event', 'comment']),
  at: z.string(),
  actor: actorSchema,
  /** what happened, in Japanese (a comment's label is 「コメント」) */
  label: z.string(),
  /** the comment or reason given with it, or the comment's body */
  comment: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const workerRefSchema = z.object({ code: z.string(), name: z.string() });

export const activityGroupSchema = z.object({
  code: z.string(),
  kind: z.enum(activityKinds),
  title: z.string(),
  worker: workerRefSchema,
  last_event: z.object({ at: z.string(), label: z.string(), actor: actorSchema }),
  event_count: z.number().int(),
  unread: z.boolean(),
  /** the document's screen */
  link: z.string(),
});
export type ActivityGroup = z.infer<typeof activityGroupSchema>;

export const activityGroupListQuerySchema = z.object({
  ...pageQuery('limit', ACTIVITY_PAGE_SIZE),
  kind: z.enum(activityKinds).optional(),
  businessor_code: z.string().min(1).max(40).optional(),
  unread: z.enum(['true', 'false']).optional(),
});

export const activityGroupListResponseSchema = z.object({
  data: z.array(activityGroupSchema),
  meta: z.object({ total_count: z.number().int(), unread_count: z.number().int() }),
});
export type ActivityGroupListResponse = z.infer<typeof activityGroupListResponseSchema>;

export const activityThreadSchema = z.object({
  code: z.string(),
  kind: z.enum(activityKinds),
  title: z.string(),
  worker: workerRefSchema,
  link: z.string(),
  /** the object's status, in Japanese */
  status_label: z.string(),
  entries: z.array(activityEntrySchema),
});
export type ActivityThread = z.infer<typeof activityThreadSchema>;
export const activityThreadResponseSchema = z.object({ data: activityThreadSchema });

const e = ja.activity.errors;
export const activityCommentBodySchema = z.object({
  body: z
    .string({ error: e.bodyRequired })
    .trim()
    .min(1, { error: e.bodyRequired })
    .max(ACTIVITY_COMMENT_MAX, { error: e.bodyTooLong }),
});
export const activityCommentResponseSchema = z.object({ data: activityEntrySchema });

/** The Japanese label of an event key (`order:submitted` …) with its detail (the 納品単位). */
export function activityEventLabel(key: string, detail: string | null): string {
  const label = ja.activity.events[key] ?? ja.activity.otherEvent;
  return detail ? ja.activity.withDetail(label, detail) : label;
}
