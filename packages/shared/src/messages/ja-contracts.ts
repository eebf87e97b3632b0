/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the texts of issue #4 contracts and agents part (contract editing, contract list and CSV, agents and agent contracts).
 * SPEC §8 messages are verbatim.
 */
export const contractMessages = {} as const;
