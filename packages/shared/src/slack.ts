/**
 * Slack (issue #23): the wire of the workspace connection (GET/POST/DELETE /api/v2/employee/slack…) and of a contract's
 * webhook deliveries (GET /api/v2/employee/contracts/{code}/webhook_deliveries), and how a delivery reads on screen.
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { formatDate } from './format';

const m = ja.slack;

export const slackConnectionSchema = z.object({
  team_name: z.string(),
  connected_at: z.string(),
  /** null when the employee who connected was deleted */
  connected_by_name: z.string().nullable(),
});

/** GET /api/v2/employee/slack: whether the server has SLACK_CLIENT_ID/SECRET, and the company's connection. */
export const slackStatusResponseSchema = z.object({
  data: z.object({ configured: z.boolean(), connection: slackConnectionSchema.nullable() }),
});
export type SlackStatusResponse = z.infer<typeof slackStatusResponseSchema>;

/** POST /api/v2/employee/slack/authorize → the Slack URL to send the browser to. */
export const slackAuthorizeResponseSchema = z.object({ data: z.object({ url: z.string() }) });

/** POST /api/v2/employee/slack/callback: what Slack handed back to /slack/omniauth_callbacks. */
export const slackCallbackBodySchema = z.object({
  code: z.string({ error: m.errors.codeRequired }).trim().min(1, { error: m.errors.codeRequired }).max(500),
  state: z.string({ error: m.errors.invalidState }).trim().min(1, { error: m.errors.invalidState }).max(200),
});
export type SlackCallbackBody = z.infer<typeof slackCallbackBodySchema>;
export const slackCallbackResponseSchema = z.object({ data: z.object({ team_name: z.string() }) });

export const webhookDeliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliverySchema = z.object({
  kind: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** the HTTP status ('500') or the network error's code ('ECONNREFUSED', 'blocked_address', 'timeout'); never the URL */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type WebhookDeliveryWire = z.infer<typeof webhookDeliverySchema>;
/** The latest 20 deliveries of a contract, newest first. */
export const webhookDeliveryListResponseSchema = z.object({ data: z.array(webhookDeliverySchema) });

/** Why a delivery failed, in words: the address refused, what Slack answered, or that nothing answered. */
export function describeDeliveryError(lastError: string | null): string {
  if (lastError === 'blocked_address') return m.delivery.reasons.blocked_address;
  if (lastError && /^\d{3}$/.test(lastError)) return m.delivery.reasons.http(lastError);
  return m.delivery.reasons.network;
}

/** 「最後の送信 2026/11/26 成功」 / 「… 失敗（接続できませんでした）」 for the latest delivery; null when there is none. */
export function describeLatestDelivery(d: Pick<WebhookDeliveryWire, 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at' | 'failed_at'> | null | undefined): string {
  if (!d) return m.delivery.none;
  const when = formatDate(d.sent_at ?? d.failed_at ?? d.created_at);
  if (d.status === 'sent') return m.delivery.line(when, m.delivery.sent);
  if (d.status === 'failed') return m.delivery.line(when, m.delivery.failed(describeDeliveryError(d.last_error)));
  return m.delivery.line(when, d.attempts > 0 ? m.delivery.retrying(d.attempts) : m.delivery.pending);
}
