/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the texts of issue #3 (company administration: employees, invitations, departments, authority, basic information, password registration and reset).
 * SPEC §8 messages are verbatim.
 */
export const companyMessages = {} as const;
