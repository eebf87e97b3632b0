import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';

/** One notice as a confirmation names it: its worker and its 振込金額. */
export type NoticeWho = { worker: string; amount: number };

/**
 * The sentence of a confirmation that names whom and how much (issue #21): one notice → the worker and its 振込金額;
 * many → the count, up to three workers (then 「ほかn名」) and the total.
 */
export function whoAndHowMuch(
  notices: readonly NoticeWho[],
  one: (worker: string, amount: string) => string,
  many: (n: number, workers: string, total: string) => string,
): string {
  const [first] = notices;
  if (notices.length === 1 && first) return one(first.worker, formatMoney(first.amount));
  const names = [...new Set(notices.map((n) => n.worker))];
  const total = notices.reduce((sum, n) => sum + n.amount, 0);
  return many(notices.length, ja.paymentNotificationScreens.confirm.workers(names.slice(0, 3), Math.max(0, names.length - 3)), formatMoney(total));
}
