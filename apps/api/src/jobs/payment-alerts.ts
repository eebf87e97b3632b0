/**
 * The scheduled alert mails of issue #11 item 8 and issue #18 item 5, run by the daily runner (daily.ts) once per
 * Japan day:
 * - payments_due_this_week: on Mondays, the unpaid payments with a 支払予定日 in this week (Monday to Sunday);
 * - unexported_payments: every day, the unpaid payments not yet in a transfer file whose 支払予定日 falls within the
 *   next 3 bank business days (today included);
 * - payment_due_soon: every day, what is still owed against a 支払期日 (フリーランス新法 4条) whose alert day has come
 *   (payment-due.ts dueAlertDay: N bank business days, the company's due_alert_business_days, default 3, before the
 *   day the due date is paid on) and whose last on-time day has not passed — unpaid payments, and 支払通知書 sent or
 *   approved without a payment. It is repeated each morning until paid or past due.
 * Each recipient of the company's alert setting (alert-settings.service alertRecipients) gets one mail listing the
 * workers, dates and amounts, written to the outbox — every company's mail in one transaction, so a failed run
 * writes nothing and the runner may try it again.
 */
import { nextBankBusinessDay } from '@app/shared/business-days';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { addDays } from '@app/shared/order-rules';
import { dueAlertDay, latestOnTimeDate, paymentDayFor, type DueDate } from '@app/shared/payment-due';
import { workerDisplayName } from '@app/shared/workers';
import { DUE_ALERT_BUSINESS_DAYS_DEFAULT, DUE_ALERT_BUSINESS_DAYS_MAX, type AlertKind } from '@app/shared/alert-email-settings';
import type { Db, Queryable } from '../db/client';
import {
  dueAlertLeads,
  unpaidDueDatesBetween,
  unpaidPaymentsBetween,
  type DuePaymentRow,
  type UnpaidDueDateRow,
} from '../modules/platform/alert-settings/alert-settings.repository';
import { alertRecipients } from '../modules/platform/alert-settings/alert-settings.service';
import { enqueueMail } from '../modules/platform/mail/mail.repository';
import { composeMail } from '../modules/platform/mail/mail.templates';
import type { DailyJob } from './daily';

/** How many payments one mail lists; the rest are counted (the list is in the app). */
const MAIL_LIST_LIMIT = 50;
/** The unexported alert looks this many bank business days ahead. */
const UNEXPORTED_BUSINESS_DAYS = 3;

export type PaymentAlertOptions = {
  appUrl: string;
};

function isMonday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** The last day of the unexported alert's window: the `n`-th business day after `today`. */
export function businessDaysAhead(today: string, n: number): string {
  let day = today;
  for (let i = 0; i < n; i++) day = nextBankBusinessDay(day);
  return day;
}

function byCompany(rows: DuePaymentRow[]): Map<number, DuePaymentRow[]> {
  const map = new Map<number, DuePaymentRow[]>();
  for (const row of rows) {
    const list = map.get(row.companyId) ?? [];
    list.push(row);
    map.set(row.companyId, list);
  }
  return map;
}

/** One alert mail to each recipient (the list's facts, the total, a link to /payments); answers how many. */
async function mailRecipients(
  tx: Queryable,
  companyId: number,
  recipients: readonly { email: string; name: string }[],
  mail: { subject: string; paragraphs: string[]; facts: Parameters<typeof composeMail>[0]['facts']; more: number; appUrl: string },
): Promise<number> {
  for (const recipient of recipients) {
    await enqueueMail(
      tx,
      composeMail({
        companyId,
        to: recipient.email,
        subject: mail.subject,
        greeting: `${recipient.name} 様`,
        paragraphs: mail.paragraphs,
        facts: mail.facts,
        action: { label: ja.alerts.mail.action, url: new URL('/payments', mail.appUrl).toString() },
        notes: [...(mail.more > 0 ? [ja.alerts.mail.more(mail.more)] : []), ja.alerts.mail.settingsNote],
      }),
    );
  }
  return recipients.length;
}

async function mailCompanies(
  tx: Queryable,
  kind: AlertKind,
  rows: DuePaymentRow[],
  text: { subject: (count: number) => string; body: (count: number) => string },
  appUrl: string,
): Promise<number> {
  let sent = 0;
  for (const [companyId, list] of byCompany(rows)) {
    const recipients = await alertRecipients(tx, companyId, kind);
    if (recipients.length === 0) continue;
    const total = list.reduce((sum, p) => sum + p.amount, 0);
    const shown = list.slice(0, MAIL_LIST_LIMIT);
    const facts = shown.flatMap((p) => [
      { label: ja.alerts.mail.worker, value: workerDisplayName(p.workerName, p.workerTradeName) },
      { label: ja.alerts.mail.paymentNumber, value: p.number, quote: false },
      { label: ja.alerts.mail.dateAndAmount, value: ja.alerts.mail.dateAndAmountValue(formatDate(p.paymentDate), formatMoney(p.amount)), quote: false },
    ]);
    sent += await mailRecipients(tx, companyId, recipients, {
      subject: text.subject(list.length),
      paragraphs: [text.body(list.length), ja.alerts.mail.total(formatMoney(total))],
      facts,
      more: list.length - shown.length,
      appUrl,
    });
  }
  return sent;
}

/** 今週支払予定: on a Monday, every company's unpaid payments of this week. Answers how many mails were written. */
export async function sendPaymentsDueThisWeek(db: Db, today: string, opts: PaymentAlertOptions): Promise<number> {
  const to = addDays(today, 6);
  return db.transaction(async (tx) => {
    const rows = await unpaidPaymentsBetween(tx, today, to, { unexportedOnly: false });
    return mailCompanies(
      tx,
      'payments_due_this_week',
      rows,
      {
        subject: ja.alerts.mail.dueThisWeekSubject,
        body: (count) => ja.alerts.mail.dueThisWeekBody(formatDate(today), formatDate(to), count),
      },
      opts.appUrl,
    );
  });
}

/** 振込ファイル未出力: unpaid, not exported, 支払予定日 from today to the 3rd business day ahead. Answers the mails written. */
export async function sendUnexportedPayments(db: Db, today: string, opts: PaymentAlertOptions): Promise<number> {
  const until = businessDaysAhead(today, UNEXPORTED_BUSINESS_DAYS);
  return db.transaction(async (tx) => {
    const rows = await unpaidPaymentsBetween(tx, today, until, { unexportedOnly: true });
    return mailCompanies(
      tx,
      'unexported_payments',
      rows,
      { subject: ja.alerts.mail.unexportedSubject, body: (count) => ja.alerts.mail.unexportedBody(formatDate(until), count) },
      opts.appUrl,
    );
  });
}

/** One thing owed against a 支払期日 that the 支払期日 alert lists. */
type DueItem = { row: UnpaidDueDateRow; due: DueDate };

/**
 * The items whose 支払期日 alert is on `today`: per payment or notification its earliest 支払期日 with
 * dueAlertDay(due, lead) ≤ today ≤ latestOnTimeDate(due), `lead` being the company's (default 3).
 */
export function dueItemsToday(rows: readonly UnpaidDueDateRow[], today: string, leads: ReadonlyMap<number, number>): DueItem[] {
  const byItem = new Map<string, DueItem>();
  for (const row of rows) {
    const due: DueDate = { dueDate: row.dueDate, postponementAgreed: row.postponementAgreed };
    const lead = leads.get(row.companyId) ?? DUE_ALERT_BUSINESS_DAYS_DEFAULT;
    if (!(dueAlertDay(due, lead) <= today && today <= latestOnTimeDate(due))) continue;
    const key = `${row.kind}:${row.itemId}`;
    const seen = byItem.get(key);
    if (!seen || due.dueDate < seen.due.dueDate) byItem.set(key, { row, due });
  }
  return [...byItem.values()].sort((a, b) => a.row.companyId - b.row.companyId || (a.due.dueDate < b.due.dueDate ? -1 : a.due.dueDate > b.due.dueDate ? 1 : 0));
}

/** 支払期日の事前アラート: one mail per recipient of each company with something owed whose alert day has come. */
export async function sendPaymentDueSoon(db: Db, today: string, opts: PaymentAlertOptions): Promise<number> {
  // wide enough for the longest lead (10 business days ≈ 2 weeks, plus Golden Week or the year-end break) and for a
  // due date up to 2 days back that a 順延 agreement pays today
  return db.transaction(async (tx) => {
    const rows = await unpaidDueDatesBetween(tx, addDays(today, -3), addDays(today, DUE_ALERT_BUSINESS_DAYS_MAX * 2 + 14));
    const leads = await dueAlertLeads(tx);
    const items = dueItemsToday(rows, today, leads);
    let sent = 0;
    const byCompanyId = new Map<number, DueItem[]>();
    for (const item of items) byCompanyId.set(item.row.companyId, [...(byCompanyId.get(item.row.companyId) ?? []), item]);
    for (const [companyId, list] of byCompanyId) {
      const recipients = await alertRecipients(tx, companyId, 'payment_due_soon');
      if (recipients.length === 0) continue;
      const lead = leads.get(companyId) ?? DUE_ALERT_BUSINESS_DAYS_DEFAULT;
      const total = list.reduce((sum, i) => sum + i.row.amount, 0);
      const shown = list.slice(0, MAIL_LIST_LIMIT);
      const facts = shown.flatMap(({ row, due }) => {
        const payDay = paymentDayFor(due);
        return [
          {
            label: ja.alerts.mail.worker,
            value: `${workerDisplayName(row.workerName, row.workerTradeName)}${row.kind === 'notification' ? ja.alerts.mail.dueNotificationOnly : ''}`,
          },
          { label: row.kind === 'notification' ? ja.alerts.mail.notificationNumber : ja.alerts.mail.paymentNumber, value: row.number, quote: false },
          {
            label: ja.alerts.mail.dueDateAndAmount,
            value: ja.alerts.mail.dueDateAndAmountValue(formatDate(due.dueDate), payDay === due.dueDate ? null : formatDate(payDay), formatMoney(row.amount)),
            quote: false,
          },
        ];
      });
      sent += await mailRecipients(tx, companyId, recipients, {
        subject: ja.alerts.mail.dueSoonSubject(list.length),
        paragraphs: [ja.alerts.mail.dueSoonBody(lead, list.length), ja.alerts.mail.total(formatMoney(total))],
        facts,
        more: list.length - shown.length,
        appUrl: opts.appUrl,
      });
    }
    return sent;
  });
}

/** The alerts as daily jobs (from 8:00 Japan time), for the runner started with the server. */
export function paymentAlertJobs(opts: PaymentAlertOptions): DailyJob[] {
  return [
    {
      name: 'payments_due_this_week',
      notBeforeHour: 8,
      runsOn: isMonday,
      run: async (db, today) => {
        await sendPaymentsDueThisWeek(db, today, opts);
      },
    },
    {
      name: 'unexported_payments',
      notBeforeHour: 8,
      run: async (db, today) => {
        await sendUnexportedPayments(db, today, opts);
      },
    },
    {
      name: 'payment_due_soon',
      notBeforeHour: 8,
      run: async (db, today) => {
        await sendPaymentDueSoon(db, today, opts);
      },
    },
  ];
}
