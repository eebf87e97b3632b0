/**
 * The 支払期日 of フリーランス新法 第4条 meets the bank calendar (DOMAIN.md): a due date that falls on a bank holiday is
 * paid on the previous bank business day; the next one is allowed only when the contract records a prior written
 * agreement to postpone (順延の合意) and the shift is at most 2 days. A payment after that is 支払遅延: still possible,
 * but only with a reason the employee confirms, and always shown. Pure functions; every screen, the API and the
 * alert job use these.
 */
import { daysBetween, isBankBusinessDay, nextBankBusinessDay, previousBankBusinessDay } from './business-days';

/** The most calendar days a 順延 agreement may move a payment past a 支払期日 on a bank holiday. */
export const MAX_POSTPONEMENT_DAYS = 2;

/** A 支払期日 as the rule reads it: the date and whether the contract records a 順延 agreement. */
export type DueDate = { dueDate: string; postponementAgreed: boolean };

/**
 * The bank business day to pay a 支払期日 on: the day itself when banks are open; else the next business day when the
 * contract agreed to postpone and it is at most 2 days later; else the previous business day.
 */
export function paymentDayFor({ dueDate, postponementAgreed }: DueDate): string {
  if (isBankBusinessDay(dueDate)) return dueDate;
  if (postponementAgreed) {
    const next = nextBankBusinessDay(dueDate);
    if (daysBetween(dueDate, next) <= MAX_POSTPONEMENT_DAYS) return next;
  }
  return previousBankBusinessDay(dueDate);
}

/** The last day a payment for this 支払期日 is on time: the due date, or the agreed next business day (≤ 2 days). */
export function latestOnTimeDate(due: DueDate): string {
  const day = paymentDayFor(due);
  return day > due.dueDate ? day : due.dueDate;
}

/** Is a payment on `paymentDate` late for this 支払期日 (支払遅延)? */
export function isLatePayment(paymentDate: string, due: DueDate): boolean {
  return paymentDate > latestOnTimeDate(due);
}

/**
 * The earliest 支払期日 among `dues` that a payment on `paymentDate` misses, or null when it keeps every one.
 * (One notification or payment can pay groups with different due dates: the earliest missed is the one to name.)
 */
export function missedDueDate(paymentDate: string, dues: readonly DueDate[]): DueDate | null {
  const missed = dues.filter((d) => isLatePayment(paymentDate, d)).sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return missed[0] ?? null;
}

/** The day the 支払期日 alert goes out: `businessDays` bank business days before the day the due date is paid on. */
export function dueAlertDay(due: DueDate, businessDays: number): string {
  let day = paymentDayFor(due);
  for (let n = 0; n < businessDays; n += 1) day = previousBankBusinessDay(day);
  return day;
}

