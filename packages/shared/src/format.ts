/**
 * Business dates and money, shared by the web app, the API, PDFs and CSV: dates are `YYYY-MM-DD` on the wire and
 * `YYYY/MM/DD` on screen and in CSV; money is shown as ¥1,234,567. The only place that reads or writes either form.
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * A business date typed by a person or read from a CSV: 'YYYY/MM/DD' or 'YYYY-MM-DD' (one-digit month/day allowed,
 * as Excel writes them), years 1900–2999. Answers 'YYYY-MM-DD', or null when it is not a real date.
 */
export function parseBusinessDate(value: string): string | null {
  const checked = checkBusinessDate(value);
  return checked.ok ? checked.value : null;
}

/**
 * {@link parseBusinessDate} with the reason when it fails: `format` when the text is not YYYY/MM/DD at all, `invalid`
 * when it is but no such day exists (2027/13/01, 2027/02/30) or the year is out of range — so that a CSV row can say
 * 「存在しない日付です」 instead of asking for the format it already has (issue #21).
 */
export function checkBusinessDate(value: string): { ok: true; value: string } | { ok: false; reason: 'format' | 'invalid' } {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value.trim());
  if (!m) return { ok: false, reason: 'format' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return { ok: false, reason: 'invalid' };
  if (y < 1900 || y > 2999) return { ok: false, reason: 'invalid' };
  return { ok: true, value: `${m[1]}-${pad(mo)}-${pad(d)}` };
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The date in Japan (Asia/Tokyo, UTC+9 all year) of an instant, as `YYYY-MM-DD`: the one way a timestamp becomes a
 * business date (発行日, 依頼日, 検収日, log dates, file names). Never slice an ISO string: before 9:00 JST that is
 * the previous day. Null for a missing or invalid instant.
 */
export function japanDate(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in Japan as `YYYY-MM-DD`. */
export function todayInJapan(now: Date = new Date()): string {
  return japanDate(now)!;
}

/** An instant in Japan time as `YYYYMMDDHHmmss` (file names). */
export function japanTimestamp(now: Date = new Date()): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** Formats a business date (`YYYY-MM-DD`) or an instant (ISO string / Date) as `YYYY/MM/DD` in Japan time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '/');
  return japanDate(value)?.replaceAll('-', '/') ?? '';
}

/** Formats an instant as `YYYY/MM/DD HH:mm` in Japan time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const jst = new Date(date.getTime() + JAPAN_OFFSET_MS);
  return `${formatDate(date)} ${pad(jst.getUTCHours())}:${pad(jst.getUTCMinutes())}`;
}

const yen = new Intl.NumberFormat('ja-JP');

/** Formats integer yen as `¥1,234,567` (negative as `-¥1,234`). */
export function formatMoney(value: number | bigint | null | undefined): string {
  if (value == null) return '';
  const negative = typeof value === 'bigint' ? value < 0n : value < 0;
  const abs = typeof value === 'bigint' ? (negative ? -value : value) : Math.abs(value);
  return `${negative ? '-' : ''}¥${yen.format(abs)}`;
}

/** Badge text for the notification bell: '10+' at 10 or more (SPEC §9). */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count >= 10 ? '10+' : String(count);
}
