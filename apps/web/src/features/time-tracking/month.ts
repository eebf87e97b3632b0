/**
 * The month a 稼働 page shows, on the company's side and in the portal (?year=&month=, this month in Japan by default),
 * and the small texts both sides print: a month 「2026年3月」, hours 「152:30（152.5時間）」, a record's time.
 */
import { useCallback } from 'react';
import { z } from 'zod';
import { formatDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatDecimalHours, formatHoursMinutes } from '@app/shared/time-tracking';
import { TIME_TRACKING_YEAR_MAX, TIME_TRACKING_YEAR_MIN } from '@app/shared/time-tracking-api';
import { useUrlState } from '../../lib/use-url-state';

const t = ja.timeTracking;

/** A month as the pages keep it in the URL. */
export type YearMonth = { year: number; month: number };

/** `?year=` and `?month=` of the 稼働 pages: absent (or not a month) means this month in Japan. */
export const yearParam = z.coerce.number().int().min(TIME_TRACKING_YEAR_MIN).max(TIME_TRACKING_YEAR_MAX).optional();
export const monthParam = z.coerce.number().int().min(1).max(12).optional();

/** This month in Japan. */
export function currentMonth(today: string = todayInJapan()): YearMonth {
  const [year, month] = today.split('-').map(Number);
  return { year: year ?? TIME_TRACKING_YEAR_MIN, month: month ?? 1 };
}

/** The month the URL names, or this month. */
export function monthOf(values: { year?: number | undefined; month?: number | undefined }, today?: string): YearMonth {
  const now = currentMonth(today);
  return { year: values.year ?? now.year, month: values.month ?? now.month };
}

/** The page's month from ?year=&month= (this month in Japan when missing or wrong) and a way to move it. */
export function useMonthParam(): YearMonth & { go: (next: YearMonth) => void } {
  const { params, update } = useUrlState();
  const year = yearParam.safeParse(params.get('year') ?? undefined);
  const month = monthParam.safeParse(params.get('month') ?? undefined);
  const shown = monthOf({ year: year.success ? year.data : undefined, month: month.success ? month.data : undefined });
  const go = useCallback((next: YearMonth) => update({ year: String(next.year), month: String(next.month) }), [update]);
  return { ...shown, go };
}

/** The month `delta` months away (前月 −1, 翌月 +1). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 「2026年3月」 */
export const monthText = ({ year, month }: YearMonth): string => t.month.text(year, month);

/** The month of a YYYY-MM-DD date. */
export function monthOfDate(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number);
  return { year: year ?? TIME_TRACKING_YEAR_MIN, month: month ?? 1 };
}

/** The date `delta` days from a YYYY-MM-DD date (前日 / 翌日). */
export function shiftDate(date: string, delta: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? TIME_TRACKING_YEAR_MIN, (month ?? 1) - 1, (day ?? 1) + delta)).toISOString().slice(0, 10);
}

/** A real calendar date YYYY-MM-DD (2026-02-30 is not). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return shiftDate(value, 0) === value;
}

/** 「152:30（152.5時間）」 */
export function hoursText(minutes: number): string {
  return t.hours(formatHoursMinutes(minutes), formatDecimalHours(minutes));
}

/** 「152.5時間」 */
export function decimalHoursText(minutes: number): string {
  return t.decimalHours(formatDecimalHours(minutes));
}

/** A record's time as one line: 「9:00〜18:00（休憩 60分）」 or 「7.5時間」. */
export function recordTimeText(record: { kind: 'clock' | 'hours'; start: string | null; end: string | null; breakMinutes: number; workedMinutes: number }): string {
  if (record.kind === 'clock' && record.start && record.end) return t.recordTime(record.start, record.end, record.breakMinutes);
  return decimalHoursText(record.workedMinutes);
}

/** A day with its weekday and holiday: 「2026/03/20（金） 春分の日」 (a date YYYY-MM-DD, weekday 0 = 日). */
export function dayTitle(day: { date: string; weekday: number; holidayName: string | null }): string {
  return t.calendar.dayLabel(formatDate(day.date), t.weekdays[day.weekday] ?? '', day.holidayName);
}
