/** Column helpers shared by every schema file. */
import { timestamp } from 'drizzle-orm/pg-core';
export { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** An instant: `timestamptz`, read as an ISO string. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
