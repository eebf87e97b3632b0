/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 電子帳簿保存法 (issue #25 item 2): the search screen, the document history and the settings tab.
 */
export const ebookScreenMessages = {
  ebookScreens: {},
};
