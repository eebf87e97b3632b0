/** Column helpers shared by every schema file. */
import { integer, timestamp } from 'drizzle-orm/pg-core';
export { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** An instant: `timestamptz`, read as an ISO string. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The surrogate key every table has. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
