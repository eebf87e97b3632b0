/**
 * A client for the NTA 適格請求書発行事業者公表システム Web-API (Ver.1; request parameters and the JSON answer as
 * docs/decisions.md "インボイス登録 kept true" records them): the 番号指定 call (`/1/num`, up to 10 numbers, with
 * history) and the 差分 call (`/1/diff`, the changes between two dates, paged by `divide`).
 *
 * Bounded: every request has a timeout and a response size limit, and the application ID never leaves the request URL —
 * errors and logs name the call and the HTTP status only.
 */
import { z } from 'zod';

/** NTA_INVOICE_API_URL / NTA_INVOICE_API_ID (both set, or the check is not configured). */
export type NtaInvoiceConfig = {
  baseUrl: string;
  applicationId: string;
  /** per request (default 10 s) */
  timeoutMs?: number;
  /** per response body (default 5 MB) */
  maxBytes?: number;
};

/** One published record as this product reads it (other items of the answer are ignored). */
export type PublishedRegistration = {
  registrationNumber: string;
  /** 処理区分 (01 新規, 02 変更, 03 失効, 04 取消, 99 削除) */
  process: string;
  /** 最新履歴: whether this is the latest record of the number */
  latest: boolean;
  name: string | null;
  registeredOn: string | null;
  updatedOn: string | null;
  /** 失効年月日 */
  expiredOn: string | null;
  /** 取消年月日 */
  disposedOn: string | null;
};

/** Why a call did not answer (no secret in the message). */
export class NtaInvoiceError extends Error {
  override name = 'NtaInvoiceError';
}

const blankToNull = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : null));

const announcementSchema = z.object({
  registratedNumber: z.string(),
  process: z.string().default(''),
  latest: z.string().nullish(),
  name: blankToNull,
  registrationDate: blankToNull,
  updateDate: blankToNull,
  disposalDate: blankToNull,
  expireDate: blankToNull,
});

const answerSchema = z.object({
  count: z.union([z.string(), z.number()]).optional(),
  divideNumber: z.union([z.string(), z.number()]).optional(),
  divideSize: z.union([z.string(), z.number()]).optional(),
  announcement: z.array(announcementSchema).default([]),
});

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** the 番号指定 call takes at most 10 numbers */
const NUMBERS_PER_CALL = 10;
/** a 差分 answer of more pages than this is refused (a runaway answer; a normal day is a few pages) */
const MAX_DIVIDE = 200;

function toRecord(a: z.infer<typeof announcementSchema>): PublishedRegistration {
  return {
    registrationNumber: a.registratedNumber,
    process: a.process,
    latest: a.latest !== '0',
    name: a.name,
    registeredOn: a.registrationDate,
    updatedOn: a.updateDate,
    expiredOn: a.expireDate,
    disposedOn: a.disposalDate,
  };
}

async function readLimited(res: Response, maxBytes: number, call: string): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new NtaInvoiceError(`NTA Web-API ${call}: answer larger than ${maxBytes} bytes`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new NtaInvoiceError(`NTA Web-API ${call}: answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function call(config: NtaInvoiceConfig, path: 'num' | 'diff', params: Record<string, string>): Promise<z.infer<typeof answerSchema>> {
  const url = new URL(`${config.baseUrl.replace(/\/$/, '')}/1/${path}`);
  url.searchParams.set('id', config.applicationId);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('type', '21'); // 応答形式: JSON
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    const why = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timed out' : 'not reached';
    throw new NtaInvoiceError(`NTA Web-API ${path}: ${why}`);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new NtaInvoiceError(`NTA Web-API ${path}: HTTP ${res.status}`);
  }
  const text = await readLimited(res, config.maxBytes ?? DEFAULT_MAX_BYTES, path);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NtaInvoiceError(`NTA Web-API ${path}: not JSON`);
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new NtaInvoiceError(`NTA Web-API ${path}: unexpected answer`);
  return parsed.data;
}

/**
 * 番号指定 with history: every number's latest record (a number the answer does not name is not published). Calls in
 * batches of 10.
 */
export async function lookupNumbers(config: NtaInvoiceConfig, numbers: readonly string[]): Promise<Map<string, PublishedRegistration>> {
  const out = new Map<string, PublishedRegistration>();
  const unique = [...new Set(numbers)];
  for (let i = 0; i < unique.length; i += NUMBERS_PER_CALL) {
    const answer = await call(config, 'num', { number: unique.slice(i, i + NUMBERS_PER_CALL).join(','), history: '1' });
    for (const a of answer.announcement) {
      const record = toRecord(a);
      // with history, older records come too: the latest one wins (else the last one met)
      const seen = out.get(record.registrationNumber);
      if (!seen || record.latest || !seen.latest) out.set(record.registrationNumber, record);
    }
  }
  return out;
}

/** 差分 from `from` to `to` (YYYY-MM-DD, both included), every page (`divide` 1…divideSize). */
export async function changesBetween(config: NtaInvoiceConfig, from: string, to: string): Promise<PublishedRegistration[]> {
  const out: PublishedRegistration[] = [];
  let pages = 1;
  for (let divide = 1; divide <= pages; divide++) {
    const answer = await call(config, 'diff', { from, to, divide: String(divide) });
    const size = Number(answer.divideSize ?? 1);
    if (!Number.isInteger(size) || size < 1 || size > MAX_DIVIDE) throw new NtaInvoiceError(`NTA Web-API diff: unexpected divideSize`);
    pages = size;
    out.push(...answer.announcement.map(toRecord));
  }
  return out;
}

/** The state a record means: 失効 / 取消 with the day from which it no longer holds, else registered. */
export function publishedState(r: PublishedRegistration): { status: 'registered' | 'lapsed' | 'cancelled'; endedOn: string | null } {
  if (r.disposedOn && (!r.expiredOn || r.disposedOn <= r.expiredOn)) return { status: 'cancelled', endedOn: r.disposedOn };
  if (r.expiredOn) return { status: 'lapsed', endedOn: r.expiredOn };
  return { status: 'registered', endedOn: null };
}
