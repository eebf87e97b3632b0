/** Small SQL helpers every repository shares (one copy each). */
import { sql, type SQL } from 'drizzle-orm';

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
