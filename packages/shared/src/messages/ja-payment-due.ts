/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the 支払期日 rules shared by 支払通知書 and payments
 * (packages/shared/src/payment-due.ts) — 支払遅延, its confirmation with a reason, the 順延 agreement, and the
 * payment_logs entries.
 */
import { formatDate } from '../format';

export const paymentDueMessages = {
  paymentDue: {
    /** The chip and column text of a notification, a payment or a contract's progress paid after the 支払期日. */
    late: '支払遅延',
    /** 「支払日2026/09/30は支払期日2026/07/31を過ぎています（支払遅延）。」 */
    lateDate: (paymentDate: string, dueDate: string) => `支払日${formatDate(paymentDate)}は支払期日${formatDate(dueDate)}を過ぎています（支払遅延）。`,
    /** The refusal when a late date comes without a confirmed reason (422): names the document and what to do. */
    lateNeedsReason: (what: string, paymentDate: string, dueDate: string) =>
      `${what}: 支払日${formatDate(paymentDate)}は支払期日${formatDate(dueDate)}を過ぎています（支払遅延・フリーランス新法 第4条）。支払期日までの日付にするか、遅れる理由を入力して確認してください。`,
    reasonLabel: '支払遅延の理由',
    reasonRequired: '支払遅延の理由を入力してください。',
    /** The suggestion for a 支払期日 on a bank holiday. */
    holidaySuggestion: (dueDate: string, reason: string, day: string) =>
      `支払期日${formatDate(dueDate)}は銀行休業日（${reason}）です。前営業日の${formatDate(day)}に支払ってください。`,
    postponedSuggestion: (dueDate: string, reason: string, day: string) =>
      `支払期日${formatDate(dueDate)}は銀行休業日（${reason}）です。契約の順延の合意により翌営業日の${formatDate(day)}に支払えます（2日以内）。`,
    postponementLabel: '支払期日が銀行休業日の場合の順延の合意日',
    postponementHint: '支払期日が銀行休業日のとき翌営業日（2日以内）に支払うことを書面で事前に合意した日。空欄なら前営業日に支払います。',
  },
  paymentLogs: {
    actions: {
      late_payment_date: '支払遅延の確認',
      negative_adjustment: 'マイナスの調整',
      paid: '支払済に変更',
      paid_undone: '支払済の取消',
      approved: '支払の承認（二重承認）',
      amount_changed: '承認が必要な支払の金額変更',
    } as Record<string, string>,
  },
} as const;
