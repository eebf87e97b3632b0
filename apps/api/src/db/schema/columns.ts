/** Column helpers shared by every schema file. */
import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
export { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** An instant: `timestamptz`, read as an ISO string. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The surrogate key every table has. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
const KATAKANA = range(0x30a1, 0x30f6);
const HIRAGANA = range(0x3041, 0x3096);

/**
 * `search_text`: the source column folded like foldForSearch (NFKC, katakana → hiragana, lower case, no spaces),
 * computed by PostgreSQL so every writer keeps it right, matched with LIKE on a trigram index. This is the one copy of
 * the folding outside packages/shared/src/kana.ts; db/search-folding.test.ts proves the two agree.
 */
export const foldedSearchText = (source: string) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(`regexp_replace(translate(lower(normalize(${source}, NFKC)), '${KATAKANA}', '${HIRAGANA}'), '[[:space:]\u3000]+', '', 'g')`),
  );
