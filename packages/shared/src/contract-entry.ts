import { formatDate } from './format';
import { ja } from './messages/ja';

/**
 * Which of a worker's contracts 「発注書を作成」 offers (issue #21 item 7): those not yet ended on the Japanese calendar
 * day — running, or starting later (an order may be prepared before the start). Dates are ISO YYYY-MM-DD.
 */
export function isContractOpen(contract: { endDate: string | null }, today: string): boolean {
  return contract.endDate === null || contract.endDate >= today;
}

/** A contract's period as lists show it: 2026/04/01 〜 2027/03/31, or 〜 定めなし without an end. */
export function contractPeriod(start: string, end: string | null): string {
  return `${formatDate(start)} 〜 ${end ? formatDate(end) : ja.contractList.periodOpen}`;
}
