/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 「要対応」 (issue #21 item 5) — the company's ホーム and the
 * worker portal's 「対応が必要なもの」, and the names of documents in the company's bell notifications.
 */
import { formatDate } from '../format';

/** 'YYYY-MM' → 「2026年12月分」 (a 支払通知書 by its 支払月). */
const monthOf = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月分`;

export const todoMessages = {
  todos: {
    menu: 'ホーム',
    title: 'ホーム',
    heading: '要対応',
    seeAll: 'すべて見る',
    loadFailed: '要対応を取得できませんでした',
    /** Nothing waits at all. */
    allDone: '対応が必要なものはありません。',
    /** A kind without items. */
    none: 'ありません',
    count: (n: number) => `${n}件`,
    sections: {
      invoices: '請求書確認待ち',
      deliveries: '納品確認待ち',
      correction_requests: '支払通知書の修正依頼',
      payments_due: '今週の支払（7日以内）',
      payments_overdue: '支払遅延・期日超過',
    },
    /** 「Webサイト改修／第1回納品」 */
    documentTitle: (order: string, group: string) => (group ? `${order}／${group}` : order),
    paymentNotificationTitle: (month: string) => `支払通知書 ${monthOf(month)}`,
    paymentTitle: (dueDate: string | null) => (dueDate ? `支払（支払期日 ${formatDate(dueDate)}）` : '支払'),
    monthOf,
    submittedOn: (date: string) => `提出 ${formatDate(date)}`,
    paymentOn: (date: string) => `支払日 ${formatDate(date)}`,
    number: (n: string) => `No. ${n}`,
  },
  portalTodos: {
    heading: '対応が必要なもの',
    allDone: '対応が必要なものはありません。',
    loadFailed: '対応が必要なものを取得できませんでした',
    sections: {
      orders: '承認待ちの発注書',
      payment_notifications: '確認待ちの支払通知書',
      deliveries: '提出する納品',
      invoices: '提出する請求書',
      required_entries: '未入力の必須項目',
    },
    requiredEntriesAction: 'プロフィールを入力する',
    /** An order's states as the worker reads them (portalPurchaseOrderStatusLabels); the company keeps 送信済み・修正依頼. */
    orderStatus: { reviewing: '承認待ち', rejected: '修正依頼中' },
    paymentOn: (date: string) => `支払日 ${formatDate(date)}`,
    deliverBy: (date: string) => `納品日 ${formatDate(date)}`,
  },
  /** The company's bell: the document named after the worker's action. */
  bellDocument: (title: string, document: string) => `${title}：${document}`,
} as const;
