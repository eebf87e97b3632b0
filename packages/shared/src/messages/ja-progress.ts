/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the contract progress label (SPEC §3; the labels
 * themselves are `progressLabels` in contract-progress.ts) in the contract list and the worker's contract tab —
 * issue #10 item 10.
 */
export const progressMessages = {
  contractProgress: {
    column: '進捗',
    filterLabel: '進捗',
    filterAll: 'すべて',
    /** The tab's caption before the chip. */
    caption: '進捗',
    /** No approved order yet: nothing to show. */
    none: '-',
  },
} as const;
