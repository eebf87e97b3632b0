/**
 * Readable document numbers (issue #21): a per-company sequence per kind and period, e.g. 発注書 PO-2026-000123
 * (per year of the order date), 支払通知書 PN-202612-0001 (per 支払月). The random code stays in URLs only; people
 * read, say, file and search these numbers. A sequence never wraps: past its width it simply grows a digit.
 */
export const DOCUMENT_KINDS = {
  purchase_order: { prefix: 'PO', period: 'year', width: 6 },
  payment_notification: { prefix: 'PN', period: 'month', width: 4 },
  payment: { prefix: 'PY', period: 'month', width: 4 },
  payment_export: { prefix: 'FB', period: 'month', width: 4 },
  payment_record: { prefix: 'PR', period: 'year', width: 6 },
} as const satisfies Record<string, { prefix: string; period: 'year' | 'month'; width: number }>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** The sequence's period for a document dated `isoDate` (YYYY-MM-DD, or YYYY-MM for a 支払月): 'YYYY' or 'YYYYMM'. */
export function documentPeriod(kind: DocumentKind, isoDate: string): string {
  const compact = isoDate.replace(/-/g, '');
  return DOCUMENT_KINDS[kind].period === 'year' ? compact.slice(0, 4) : compact.slice(0, 6);
}

/** PO-2026-000123: the kind's prefix, the period and the value padded to the kind's width. */
export function formatDocumentNumber(kind: DocumentKind, period: string, value: number): string {
  const { prefix, width } = DOCUMENT_KINDS[kind];
  return `${prefix}-${period}-${String(value).padStart(width, '0')}`;
}
