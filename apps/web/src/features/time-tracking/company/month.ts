import { z } from 'zod';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { TIME_TRACKING_YEAR_MAX, TIME_TRACKING_YEAR_MIN } from '@app/shared/time-tracking-api';
import type { YearMonth } from './api';

/** `?year=` and `?month=` of the 稼働管理 pages: absent (or not a month) means this month in Japan. */
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

/** The month `delta` months away (前月 −1, 翌月 +1). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 「2026年3月」 */
export const monthText = ({ year, month }: YearMonth): string => ja.timeTrackingScreens.month.text(year, month);

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
