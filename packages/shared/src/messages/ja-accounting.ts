/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 会計ソフト連携 (issue #25 item 1): the mapping screen, the export screen and the API errors of the journal exports.
 */
export const accountingMessages = {
  accounting: {},
};
