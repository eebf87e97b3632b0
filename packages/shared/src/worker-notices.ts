/**
 * The worker portal's notices (issue #10): what ordering tells the worker beside its mail — an order sent, sent again
 * or taken back, a delivery or invoice reviewed. Written by the API's ordering module; read and marked read here.
 */
import { z } from 'zod';

/** The newest notices the portal shows (GET /v2/worker/notices answers at most this many). */
export const WORKER_NOTICE_LIMIT = 50;
/** How often the portal header asks again for new notices. */
export const WORKER_NOTICE_POLL_MS = 60_000;

export const workerNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A portal path, e.g. /portal/contracts/{code}/orders/{orderCode}; null when the notice leads nowhere. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type WorkerNoticeWire = z.infer<typeof workerNoticeSchema>;

export const workerNoticeListResponseSchema = z.object({
  data: z.array(workerNoticeSchema),
  meta: z.object({ unread_count: z.number().int() }),
});
export const workerNoticeResponseSchema = z.object({ data: workerNoticeSchema });

/** Only a portal path is followed (a notice never sends the worker elsewhere). */
export function workerNoticeTarget(link: string | null): string | null {
  return link && link.startsWith('/portal/') && !link.startsWith('//') ? link : null;
}
