/**
 * フリーランス新法 rules for an order (取引条件の明示, 第3条; 支払期日, 第4条) as pure functions: the API refuses a
 * submission with their messages and the order form shows the same ones.
 */
import { ja } from './messages/ja';

/** 受領日 + 59 days: the payment must fall within 60 days counting the receipt date as day 1. */
export const PAYMENT_DEADLINE_DAYS = 59;
/** A re-delegated order (再委託): within 30 days counting the original client's due date as day 1. */
export const REDELEGATION_DEADLINE_DAYS = 29;

const toUtc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) plus `days`. */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The last day of the month after the month of `date` (月末締め翌月末払い). */
export function endOfNextMonth(date: string): string {
  const d = toUtc(date);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)));
}

export type DueDateRule = {
  /** The delivery (receipt) date of the work. */
  receivedOn: string;
  /** 月末締め: the company closes monthly, so the end of the following month is also within the rule. */
  monthlyClosing: boolean;
  /** For a re-delegated order: the date the original client pays the company. */
  originalDueDate?: string | null;
};

/**
 * The latest allowed payment due date: 受領日 + 59 days, or the end of the month after the receipt when the company
 * closes monthly (the enforcement practice reads 60 days as two months then; 翌々月 terms stay refused). A re-delegated
 * order (再委託, 4条3項) instead has the original client's due date + 29 days — that limit replaces the 60-day one
 * 「前二項の規定にかかわらず」, even when it is earlier (the literal reading, docs/decisions.md).
 */
export function latestAllowedDueDate(rule: DueDateRule): string {
  if (rule.originalDueDate) return addDays(rule.originalDueDate, REDELEGATION_DEADLINE_DAYS);
  const byDays = addDays(rule.receivedOn, PAYMENT_DEADLINE_DAYS);
  return rule.monthlyClosing && endOfNextMonth(rule.receivedOn) > byDays ? endOfNextMonth(rule.receivedOn) : byDays;
}

/** Null when `dueDate` keeps the rule, else the Japanese reason naming the rule and the latest allowed date. */
export function dueDateProblem(dueDate: string, rule: DueDateRule): string | null {
  if (dueDate < rule.receivedOn) return ja.orders.dueBeforeDelivery;
  const latest = latestAllowedDueDate(rule);
  if (dueDate <= latest) return null;
  return rule.originalDueDate ? ja.orders.dueTooLateRedelegated(latest) : ja.orders.dueTooLate(latest);
}

/** What an order must state before it is sent (取引条件の明示). Missing items are named in this order. */
export type ExplicitTerms = {
  clientName: string | null;
  workerName: string | null;
  orderDate: string | null;
  /** 給付の内容: the order's subject and every item group's title and items. */
  content: boolean;
  /** The 納品単位 (item groups) without a delivery date, by name; empty when every group has one. */
  deliveryDates: readonly string[];
  deliveryPlace: string | null;
  /** When the order says there is an inspection: the 納品単位 without a 検収日, by name. */
  inspectionDates: readonly string[];
  /** 報酬の額: the 納品単位 with an item without a unit price, by name. */
  fee: readonly string[];
  /** The 納品単位 without a payment due date, by name. */
  dueDates: readonly string[];
  paymentMethod: string | null;
  /** A re-delegated order (再委託, 4条3項) also states the 元委託者の名称 and the 元委託支払期日; null otherwise. */
  redelegation?: { originalClientName: string | null; originalDueDate: string | null } | null;
};

/** The missing 明示事項, each as a Japanese sentence naming the 納品単位 concerned; empty when the order may be sent. */
export function missingExplicitTerms(t: ExplicitTerms): string[] {
  const m = ja.orders.missing;
  const out: string[] = [];
  if (!t.clientName?.trim()) out.push(m.clientName);
  if (!t.workerName?.trim()) out.push(m.workerName);
  if (!t.orderDate) out.push(m.orderDate);
  if (!t.content) out.push(m.content);
  if (t.deliveryDates.length > 0) out.push(m.deliveryDate(t.deliveryDates));
  if (!t.deliveryPlace?.trim()) out.push(m.deliveryPlace);
  if (t.inspectionDates.length > 0) out.push(m.inspectionDate(t.inspectionDates));
  if (t.fee.length > 0) out.push(m.fee(t.fee));
  if (t.dueDates.length > 0) out.push(m.dueDate(t.dueDates));
  if (!t.paymentMethod?.trim()) out.push(m.paymentMethod);
  if (t.redelegation && !t.redelegation.originalClientName?.trim()) out.push(m.originalClientName);
  if (t.redelegation && !t.redelegation.originalDueDate) out.push(m.originalDueDate);
  return out;
}

/** A 納品単位's name in a problem: its title, or 「納品単位 n」 while it has none. */
export function groupLabel(title: string, index: number): string {
  return title.trim() || ja.orders.unnamedGroup(index + 1);
}

/** 手形 in any wording (約束手形, 為替手形, 電子手形 …). */
const PROMISSORY_NOTE = /手形/;

/**
 * Null when the 支払方法 may stand, else why not: payment by 手形 is not allowed under 取適法 (from 2026-01-01), so an
 * order or the company template that says 手形 is refused (review §5.8).
 */
export function paymentMethodProblem(method: string | null | undefined): string | null {
  return method && PROMISSORY_NOTE.test(method) ? ja.orders.promissoryNoteRefused : null;
}
