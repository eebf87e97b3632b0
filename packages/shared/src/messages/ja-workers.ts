/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the texts of issue #4 workers part (worker list, search, invitations, worker create/update/CSV, detail and personal info).
 * SPEC §8 messages are verbatim.
 */
export const workerMessages = {} as const;
