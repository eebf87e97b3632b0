/** The month a 稼働 page shows (?year=&month=, this month in Japan by default) and the small texts of a record. */
import { useCallback } from 'react';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatDecimalHours, formatHoursMinutes } from '@app/shared/time-tracking';
import { TIME_TRACKING_YEAR_MAX, TIME_TRACKING_YEAR_MIN } from '@app/shared/time-tracking-api';
import { useUrlState } from '../../../lib/use-url-state';

const t = ja.timeTrackingPortal;

export interface YearMonth {
  year: number;
  month: number;
}

/** This month in Japan. */
export function currentMonth(now: Date = new Date()): YearMonth {
  const [year, month] = todayInJapan(now).split('-').map(Number);
  return { year: year!, month: month! };
}

/** The month `delta` months away (−1 前月, +1 翌月). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function parseMonth(yearText: string | null, monthText: string | null): YearMonth | null {
  if (!yearText || !monthText || !/^\d{4}$/.test(yearText) || !/^\d{1,2}$/.test(monthText)) return null;
  const [year, month] = [Number(yearText), Number(monthText)];
  if (year < TIME_TRACKING_YEAR_MIN || year > TIME_TRACKING_YEAR_MAX || month < 1 || month > 12) return null;
  return { year, month };
}

/** The page's month from ?year=&month= (this month in Japan when missing or wrong) and a way to move it. */
export function useMonthParam(): YearMonth & { go: (next: YearMonth) => void } {
  const { params, update } = useUrlState();
  const shown = parseMonth(params.get('year'), params.get('month')) ?? currentMonth();
  const go = useCallback((next: YearMonth) => update({ year: String(next.year), month: String(next.month) }), [update]);
  return { ...shown, go };
}

/** 「152:30（152.5時間）」 */
export function hoursText(minutes: number): string {
  return t.hours(formatHoursMinutes(minutes), formatDecimalHours(minutes));
}

/** A record's time as one line: 「9:00〜18:00（休憩 60分）」 or 「7.5時間」. */
export function recordTimeText(record: { kind: 'clock' | 'hours'; start: string | null; end: string | null; breakMinutes: number; workedMinutes: number }): string {
  if (record.kind === 'clock' && record.start && record.end) return t.timeText.clock(record.start, record.end, record.breakMinutes);
  return t.timeText.hours(formatDecimalHours(record.workedMinutes));
}

/** The tone of a month's status, by the rule of components/status-tones.ts: waiting on the worker neutral, on the company info, sent back warning, done success. */
