/**
 * The one writer of document_sequences: hands out readable document numbers (PO-2026-000123 …, shared
 * document-numbers.ts) in the caller's transaction. The upsert locks the (company, kind, period) row until that
 * transaction ends, so two concurrent creations wait for each other instead of taking the same number, and a
 * rolled-back creation gives its numbers back (no gaps).
 */
import { sql } from 'drizzle-orm';
import { documentPeriod, formatDocumentNumber, type DocumentKind } from '@app/shared/document-numbers';
import type { Queryable } from '../../../db/client';
import { documentSequences } from '../../../db/schema/document-numbers';

/**
 * The next numbers for documents of one kind, one per date given (YYYY-MM-DD, or YYYY-MM for a 支払月), in the order
 * given: documents of one period get consecutive numbers in that order.
 */
export async function allocateDocumentNumbers(db: Queryable, companyId: number, kind: DocumentKind, dates: readonly string[]): Promise<string[]> {
  const periods = dates.map((d) => documentPeriod(kind, d));
  const counts = new Map<string, number>();
  for (const p of periods) counts.set(p, (counts.get(p) ?? 0) + 1);
  const next = new Map<string, number>();
  // one statement per period, in a fixed order so that two transactions never lock the same rows the other way round
  for (const [period, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await db
      .insert(documentSequences)
      .values({ companyId, kind, period, lastValue: n })
      .onConflictDoUpdate({
        target: [documentSequences.companyId, documentSequences.kind, documentSequences.period],
        set: { lastValue: sql`${documentSequences.lastValue} + ${n}` },
      })
      .returning({ lastValue: documentSequences.lastValue });
    next.set(period, row!.lastValue - n + 1);
  }
  return periods.map((p) => {
    const value = next.get(p)!;
    next.set(p, value + 1);
    return formatDocumentNumber(kind, p, value);
  });
}

/** One number (see allocateDocumentNumbers). */
export async function allocateDocumentNumber(db: Queryable, companyId: number, kind: DocumentKind, date: string): Promise<string> {
  const [number] = await allocateDocumentNumbers(db, companyId, kind, [date]);
  return number!;
}

/** Rows about to be inserted, each given its number (rows of several companies are numbered per company). */
export async function withDocumentNumbers<T extends { companyId: number }>(
  db: Queryable,
  kind: DocumentKind,
  rows: readonly T[],
  dateOf: (row: T) => string,
): Promise<(T & { number: string })[]> {
  const byCompany = new Map<number, number[]>();
  rows.forEach((r, i) => byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), i]));
  const numbers: string[] = new Array<string>(rows.length);
  for (const [companyId, indexes] of [...byCompany].sort(([a], [b]) => a - b)) {
    const given = await allocateDocumentNumbers(db, companyId, kind, indexes.map((i) => dateOf(rows[i]!)));
    indexes.forEach((i, k) => (numbers[i] = given[k]!));
  }
  return rows.map((r, i) => ({ ...r, number: numbers[i]! }));
}
