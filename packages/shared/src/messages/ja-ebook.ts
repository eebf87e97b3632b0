/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 電子帳簿保存法 (issue #25 item 2): the API errors, field labels of versions, the 事務処理規程 and export texts.
 */
export const ebookMessages = {
  ebook: {
    kinds: { purchase_order: '発注書', delivery: '納品', invoice: '請求書', payment_notification: '支払通知書' },
    actions: { created: '登録', updated: '訂正', deleted: '削除' },
  },
};
