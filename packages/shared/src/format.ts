/** Display formatting shared by the web app, PDFs and CSV: dates YYYY/MM/DD, money ¥1,234,567. */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Formats a business date (`YYYY-MM-DD`) or an instant (ISO string / Date) as `YYYY/MM/DD` in Japan time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '/');
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const jst = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return `${jst.getUTCFullYear()}/${pad(jst.getUTCMonth() + 1)}/${pad(jst.getUTCDate())}`;
}

/** Formats an instant as `YYYY/MM/DD HH:mm` in Japan time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const jst = new Date(date.getTime() + 9 * 60 * 60 * 1000);
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
