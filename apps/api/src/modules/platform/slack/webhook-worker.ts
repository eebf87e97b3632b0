import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { claimDueWebhooks, markWebhookAttemptFailed, markWebhookSent, type DueWebhook } from './slack.repository';

/** Waits after the n-th failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failure is final. */
export const WEBHOOK_RETRY_SECONDS = [60, 300, 1800, 7200, 21600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SECONDS.length + 1;
const POST_TIMEOUT_MS = 5_000;
/** A claimed row is hidden from other instances this long (longer than a round of posts can take). */
const LEASE_SECONDS = 120;
/** At most 10 s a row (lookup + POST): a round of 10 stays inside the lease. */
const BATCH = 10;

function webhookRetryDelaySeconds(attempts: number): number | null {
  return attempts >= WEBHOOK_MAX_ATTEMPTS ? null : (WEBHOOK_RETRY_SECONDS[attempts - 1] ?? null);
}

/** Loopback, private, link-local, unique-local, CGNAT, unspecified and multicast ranges (IPv4 and IPv6). */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** Whether an address may not be posted to (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** A failed attempt: what last_error keeps (an HTTP status or a code, never the URL) and whether to retry. */
class DeliveryFailure extends Error {
  constructor(
    readonly reason: string,
    readonly final = false,
  ) {
    super(reason);
  }
}

export type WebhookWorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** WEBHOOK_ALLOW_PRIVATE=true: private and loopback addresses may be posted to (tests, closed networks) */
  allowPrivate: boolean;
  intervalMs?: number;
};

/**
 * The in-process webhook delivery worker (issue #23): every few seconds it claims due webhook_deliveries and POSTs
 * their JSON. Before each POST the host is resolved and a loopback/private/link-local address refuses the delivery at
 * once ('blocked_address', no retry) unless WEBHOOK_ALLOW_PRIVATE; the connection then goes to the address checked
 * (no second lookup), redirects are not followed, and a POST gets 5 s. Failures are retried after 1 min, 5 min, 30 min,
 * 2 h and 6 h; then the delivery is `failed` and the company's administrators get one bell notification. The URL is a
 * secret: it is never logged nor kept in last_error.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly opts: WebhookWorkerOptions) {}

  start(): void {
    const tick = () => {
      void this.runOnce().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.opts.intervalMs ?? 3000);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Posts every delivery due at `now` once; answers how many were delivered. */
  runOnce(now: Date = new Date()): Promise<number> {
    this.running ??= this.deliverDue(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue(now: Date): Promise<number> {
    let sent = 0;
    try {
      const due = await claimDueWebhooks(this.opts.db, now, BATCH, LEASE_SECONDS);
      for (const delivery of due) {
        try {
          await this.post(delivery);
          await markWebhookSent(this.opts.db, delivery.id, now);
          sent++;
        } catch (error) {
          const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(errorCode(error));
          const delay = failure.final ? null : webhookRetryDelaySeconds(delivery.attempts + 1);
          const status = await markWebhookAttemptFailed(this.opts.db, delivery.id, failure.reason, delay, now);
          // one warning per failure; the URL stays out of the log
          this.opts.log.warn(
            { webhookDeliveryId: delivery.id, companyId: delivery.companyId, reason: failure.reason, ...(status === 'failed' ? { givenUp: true } : { retryInSeconds: delay }) },
            status === 'failed' ? 'webhook delivery given up; administrators notified' : 'webhook delivery failed',
          );
        }
      }
    } catch (error) {
      this.opts.log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'webhook round failed');
    }
    return sent;
  }

  private async post(delivery: DueWebhook): Promise<void> {
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      throw new DeliveryFailure('invalid_url', true);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DeliveryFailure('invalid_url', true);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // RFC 6761: a name under .invalid never resolves — fail at once instead of retrying for hours
    if (/(^|\.)invalid\.?$/i.test(host)) throw new DeliveryFailure('ENOTFOUND', true);
    let address: string;
    try {
      address = isIP(host) ? host : await resolveWithin(host, POST_TIMEOUT_MS);
    } catch (error) {
      throw error instanceof DeliveryFailure ? error : new DeliveryFailure(errorCode(error));
    }
    if (!this.opts.allowPrivate && isBlockedAddress(address)) throw new DeliveryFailure('blocked_address', true);
    const response = await postJson(url, address, delivery.payload);
    if (response < 200 || response >= 300) throw new DeliveryFailure(String(response));
  }
}

/**
 * POSTs JSON to the URL at the address already resolved and checked (the Host header and TLS name stay the URL's),
 * within 5 s, without following a redirect; answers the HTTP status.
 */
async function postJson(url: URL, address: string, payload: Record<string, unknown>): Promise<number> {
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  const signal = AbortSignal.timeout(POST_TIMEOUT_MS);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), 'user-agent': 'freelance-kanri-webhook' },
        signal,
        lookup: (_hostname, options, callback) => {
          const family = isIP(address);
          if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The host's first address, or a 'timeout' failure when the resolver takes longer than `ms`. */
async function resolveWithin(host: string, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryFailure('timeout')), ms);
  });
  try {
    return (await Promise.race([lookup(host, { verbatim: true }), timeout])).address;
  } finally {
    clearTimeout(timer);
  }
}

/** An error's code for last_error ('ECONNREFUSED', 'ENOTFOUND', 'timeout'); never its message (it may carry the URL). */
function errorCode(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'network_error';
}
