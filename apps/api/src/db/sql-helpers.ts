/** Small SQL helpers every repository shares (one copy each). */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A list's keyword (folded like foldForSearch, so lower case) found in a document's readable number (発注番号
 * PO-2026-000123 …, in upper case) — whole or any part, e.g. "000123" or "pn-202612" — or in one of `others`.
 */
export function keywordOrNumber(number: AnyColumn, keyword: string, ...others: SQL[]): SQL {
  const pattern = likePattern(keyword);
  return sql`(${sql.join([sql`lower(${number}) like ${pattern}`, ...others], sql` or `)})`;
}

/** `rows` in slices of `size`: multi-row inserts and `any(...)` lists stay under PostgreSQL's parameter limit. */
export function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** The ids as ONE bound `int[]` parameter (`column = any(${intArray(ids)})`), never spliced into the SQL text. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::int[]`;
}

/**
 * `%text%` for LIKE / ILIKE, the text matched literally: its `\`, `%` and `_` escaped with PostgreSQL's default escape
 * character `\`. Bound as a parameter, never spliced into the SQL text.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
