/**
 * 稼働管理 (issue #23) → 支払通知書: when the company approves a month of hours of an hourly contract or of a monthly
 * contract with a 精算幅, the time-tracking module calls {@link fillFromApprovedHours} inside its approval transaction
 * and the month's amount lands on a 支払通知書 of the worker as item lines that show the calculation.
 *
 * Placed as the bulk creation places item groups (payment-notification-create.service.ts): the 支払期日 is the latest
 * day the contract's 支払サイト gives for work received on the month's last day, paid on the bank business day that
 * keeps it (`defaultPaymentDate`); an unsent (未送信・修正依頼中) notification of the worker on that date takes the
 * lines, else a new 未送信 one is made, and a date a sent one holds moves one bank business day earlier (one
 * 源泉徴収 threshold per payment). 取引日 = the month's last day; tax rate and 源泉 from the contract.
 *
 * The lines (names from ja.paymentNotifications.hoursLines):
 * - hourly: 「{契約名} 2026年10月分 稼働」 quantity = hours, 時間, unit price = the hourly rate.
 * - 精算幅: a base line (1 月 × the fee, the range and the hours worked in its name), then an 超過 line (hours × 超過単価)
 *   or a 控除 line — a NEGATIVE item line (hours × −控除単価): a 控除 lowers the 報酬 itself, so 消費税 and 源泉 are
 *   computed on the net fee; an adjustment (不課税, not withheld) would tax and withhold the whole fee.
 * - hours that are not a whole hundredth of an hour (numeric(8,2): 10 minutes = 0.1666… h), or an amount that is not
 *   hours × rate rounded (a 控除 capped at the fee), go on as 1 式 × the amount with the calculation in the name.
 * The lines add up to the settlement's amount exactly. ¥0 makes nothing.
 */
import { previousBankBusinessDay } from '@app/shared/business-days';
import { ja } from '@app/shared/messages/ja';
import { defaultPaymentDate } from '@app/shared/payment-notifications';
import type { MonthSettlement } from '@app/shared/time-tracking';
import type { Usance } from '@app/shared/usance';
import type { Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { notFound } from '../../../lib/errors';
import * as repo from './payment-notifications.repository';
import { editable, payeeColumns, totalsColumns, totalsLine } from './payment-notification-bulk';
import { appendLines, lastDayOfMonth } from './payment-notification-create.service';

const t = ja.paymentNotifications.hoursLines;

export interface ApprovedHours {
  companyId: number;
  /** Who approved: the creator of a new notification (told of the worker's answer). */
  employeeId: number;
  contractId: number;
  workerId: number;
  /** 'YYYY-MM-01', the month worked */
  month: string;
  /** settleMonth / hourlyMonth of @app/shared/time-tracking: the lines and the amount */
  settlement: MonthSettlement;
  /** after the contract's rounding */
  workedMinutes: number;
}

type Contract = NonNullable<Awaited<ReturnType<typeof repo.contractForHours>>>;
type LineContent = Pick<repo.LineInsert, 'name' | 'quantity' | 'unit' | 'unitPrice' | 'amount'>;

/** Minutes as hours with at most two decimals (9,630 → 160.5), or null when they are not (10 → 0.1666…). */
function hoursQuantity(minutes: number): number | null {
  return minutes % 3 === 0 ? Math.round((minutes * 100) / 60) / 100 : null;
}

/**
 * `minutes` × `rate` as quantity × unit price when the hours fit the quantity and the amount is their product rounded
 * to yen (the sign of `amount` goes on the unit price); else 1 式 × the amount, named with the calculation.
 */
function hoursLine(minutes: number, rate: number | null, amount: number, names: { plain: string; calculated: string }): LineContent {
  const quantity = hoursQuantity(minutes);
  if (quantity !== null && rate !== null && Math.abs(Math.abs(amount) - (minutes * rate) / 60) < 1) {
    return { name: names.plain, quantity, unit: t.units.hours, unitPrice: amount < 0 ? -rate : rate, amount };
  }
  return { name: names.calculated, quantity: 1, unit: t.units.lump, unitPrice: amount, amount };
}

const boundMinutes = (hours: number | null | undefined) => (hours == null ? null : Math.round(hours * 60));

/** The month's settlement as item-line contents, in the settlement's order; they add up to its amount. */
function contentsOf(contract: Contract, input: ApprovedHours): LineContent[] {
  const month = t.month(input.month);
  const { settlement, workedMinutes } = input;
  const range = settlement.lines.find((l) => l.kind === 'range');
  const out: LineContent[] = [];
  for (const line of settlement.lines) {
    const calculated = t.calculation(contract.title, month, line.text);
    if (line.kind === 'hourly') {
      out.push(hoursLine(workedMinutes, contract.unitPrice, settlement.amount, { plain: t.hourly(contract.title, month), calculated }));
    } else if (line.kind === 'base') {
      const fee = line.amount ?? 0;
      out.push({ name: range ? t.base(contract.title, month, range.text) : calculated, quantity: 1, unit: t.units.month, unitPrice: fee, amount: fee });
    } else if ((line.kind === 'excess' || line.kind === 'deduction') && line.amount) {
      const excess = line.kind === 'excess';
      const bound = boundMinutes(excess ? contract.timeSettlement?.upperHours : contract.timeSettlement?.lowerHours);
      const minutes = bound === null ? 0 : excess ? workedMinutes - bound : bound - workedMinutes;
      const rate = excess ? settlement.excessRate : settlement.deductionRate;
      out.push(hoursLine(minutes, minutes > 0 ? rate : null, line.amount, { plain: calculated, calculated }));
    }
  }
  const sum = out.reduce((total, l) => total + l.amount, 0);
  if (sum !== settlement.amount) throw new Error(`hours lines add up to ${sum}, not the settlement's ${settlement.amount}`);
  return out;
}

/**
 * Puts an approved month of hours on a 支払通知書 of the worker (in the caller's transaction): answers the notification,
 * or null for ¥0 (nothing is made). A month already on a notification is not added again (that one is answered).
 * 404 when the contract is not the company's or not the worker's.
 */
export async function fillFromApprovedHours(tx: Queryable, input: ApprovedHours): Promise<{ id: number; code: string } | null> {
  const { companyId, settlement } = input;
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(input.month)) throw new RangeError(`not the first day of a month: ${input.month}`);
  if (!Number.isSafeInteger(settlement.amount) || settlement.amount < 0) throw new RangeError(`not an amount: ${settlement.amount}`);
  if (settlement.amount === 0) return null;
  const contract = await repo.contractForHours(tx, companyId, input.contractId);
  if (!contract || contract.workerId !== input.workerId) throw notFound(ja.orders.contractNotFound);
  const [payee] = await repo.payees(tx, companyId, [input.workerId]);
  if (!payee) throw notFound(ja.orders.workerNotFound);
  const monthEnd = lastDayOfMonth(input.month.slice(0, 7));
  const contents = contentsOf(contract, input);

  await repo.lockWorkersNotifications(tx, [input.workerId]);
  const already = await repo.notificationWithHours(tx, companyId, contract.id, monthEnd);
  if (already) return already;

  const withholds = contract.withholdingType === 'withhold';
  const lines: repo.LineInsert[] = contents.map((c, k) => ({
    ...c,
    position: k + 1,
    kind: 'item',
    itemGroupId: null,
    contractId: contract.id,
    transactionDate: monthEnd,
    taxRate: contract.taxRate,
    withholds,
  }));
  const due = repo.hoursDue(contract.usance as Usance, monthEnd, contract.postponementAgreedOn);
  const dueDate = due.dueDate;
  const others = await repo.notificationsOfWorkers(tx, companyId, [input.workerId]);
  let date = defaultPaymentDate([due], dueDate);
  for (;;) {
    const other = others.find((o) => o.paymentDate === date);
    if (!other) break;
    if (editable(other.status)) {
      await appendLines(tx, companyId, other.id, { lines, groupIds: [], dueDates: [dueDate], payeeOf: () => payee });
      return { id: other.id, code: other.code };
    }
    date = previousBankBusinessDay(date);
  }
  const individual = (payee.entityType ?? 'individual') === 'individual';
  const [made] = await repo.insertNotifications(tx, [
    {
      notification: {
        companyId,
        code: newCode(),
        workerId: input.workerId,
        status: 'before_sending',
        paymentMonth: dueDate.slice(0, 7),
        paymentDate: date,
        paymentDueDate: dueDate,
        periodFrom: monthEnd,
        periodTo: monthEnd,
        ...payeeColumns(payee, lines),
        ...totalsColumns(lines.map(totalsLine), individual, date),
        createdById: input.employeeId,
      },
      lines,
      groupIds: [],
    },
  ]);
  return { id: made!.id, code: made!.code };
}
