import { z } from 'zod';
import { pageQuery } from './paging';

export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  activity_group: z.object({ code: z.string() }).nullable(),
  contract: z.object({ businessor_code: z.string(), contract_code: z.string() }).nullable(),
  /** The screen of the document it is about (issue #21); null for older notifications and those about no document. */
  link: z.string().nullable(),
});
export type NotificationWire = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  ...pageQuery('per', NOTIFICATION_PAGE_SIZE),
});

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ total_count: z.number().int(), unread_notification_count: z.number().int() }),
});
export type NotificationListResponseWire = z.infer<typeof notificationListResponseSchema>;

export const readNotificationResponseSchema = z.object({ data: notificationSchema });

/** A notification's document screen (`link`, issue #21) when it is a safe in-app path. */
export function notificationDocument(n: { link?: string | null }): string | null {
  return n.link && n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : null;
}

/**
 * Where a notification leads: the thread of its business object when it names one (活動一覧, issue #23 — the thread
 * links to the document), else its document's screen (`link`, issue #21), else a contract opens its page with
 * only_contract (SPEC §2).
 */
export function notificationTarget(n: {
  link?: string | null;
  contract: { businessorCode: string; contractCode: string } | null;
  activityGroup: { code: string } | null;
}): string | null {
  if (n.activityGroup) return `/activity_groups/${encodeURIComponent(n.activityGroup.code)}`;
  const document = notificationDocument(n);
  if (document) return document;
  if (n.contract) return `/worker/${n.contract.businessorCode}/contract/${n.contract.contractCode}?only_contract=true`;
  return null;
}
