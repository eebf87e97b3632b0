/**
 * 稼働管理 at scale (issue #23) for the large company: its first 2,000 workers each have one time-tracked contract
 * (flagged in the contracts' bulk insert, bench/large-company.ts, with the terms of `timeTrackedTerms`), and each of
 * those a year of daily records — 9:00〜18:00 with an hour's break (8:00) on the weekdays of the last 12 months, now and
 * then a little longer so the roundings round — with their months in mixed statuses: the current month 未提出, last
 * month 未提出 / 提出済 / 差戻し, the month before mostly 承認済, the older months 承認済 with the settlement an
 * approval stores (settlementToStore of the service). Written in multi-row batches through the time-tracking
 * repository (the one writer of time_* tables), ~520,000 records; the records by unnest() (insertClockRecordsBulk).
 */
import { performance } from 'node:perf_hooks';
import { todayInJapan } from '@app/shared/format';
import type { Db } from '../db/client';
import { newCode } from '../lib/codes';
import * as repo from '../modules/payments/time-tracking/time-tracking.repository';
import { settlementToStore } from '../modules/payments/time-tracking/time-tracking.service';

/** How many of the large company's contracts (one per worker, its first workers) are time-tracked. */
export const TIME_TRACKED_CONTRACTS = 2_000;
/** Contracts whose months and records are built and written together (~65,000 records a round). */
const CONTRACTS_PER_ROUND = 250;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;
/** 'YYYY-MM-01' `offset` months from the month of `iso`. */
function addMonths(iso: string, offset: number): string {
  const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
/** 10:00 in Japan on day `day` of the month after `month`. */
const decidedAt = (month: string, day: number) => new Date(Date.parse(`${addMonths(month, 1).slice(0, 8)}${String(day).padStart(2, '0')}T10:00:00+09:00`)).toISOString();

/**
 * The terms of the large company's n-th time-tracked contract: from the first of the month a year ago, open-ended;
 * by turns hourly ¥5,000 (15分 切り捨て 日ごと), 月額 ¥600,000 with 精算幅 140〜180h 上下割 (30分 四捨五入 月ごと),
 * 月額 ¥400,000 without 精算幅 (no rounding) and hourly ¥4,000 (no rounding).
 */
export function timeTrackedTerms(n: number) {
  const common = { isEnableTimeTracking: true, startDate: addMonths(todayInJapan(), -12), endDate: null };
  switch (n % 4) {
    case 0:
      return { ...common, unitPriceType: 'hourly', unitPrice: 5_000, timeRounding: { unit: 15, mode: 'floor', scope: 'day' } as const };
    case 1:
      return {
        ...common,
        unitPriceType: 'monthly',
        unitPrice: 600_000,
        timeSettlement: { lowerHours: 140, upperHours: 180, rateMethod: 'split' } as const,
        timeRounding: { unit: 30, mode: 'round', scope: 'month' } as const,
      };
    case 2:
      return { ...common, unitPriceType: 'monthly', unitPrice: 400_000 };
    default:
      return { ...common, unitPriceType: 'hourly', unitPrice: 4_000 };
  }
}

type MonthStatus = 'open' | 'submitted' | 'approved' | 'returned';

/** The status of a month `offset` months before the current one (0 = this month). */
function statusFor(offset: number, r: number): MonthStatus {
  if (offset === 0) return 'open';
  if (offset === 1) return r < 0.3 ? 'open' : r < 0.85 ? 'submitted' : 'returned';
  if (offset === 2) return r < 0.75 ? 'approved' : r < 0.92 ? 'submitted' : 'returned';
  return 'approved';
}

export type LargeTimeTracking = { contracts: number; months: number; records: number; seconds: number };

/** Adds the months and records of the company's time-tracked contracts unless it has months already. */
export async function seedLargeTimeTracking(db: Db, companyId: number, opts: { log?: (message: string) => void } = {}): Promise<LargeTimeTracking | null> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  if ((await repo.countCompanyMonths(db, companyId)) > 0) return null;
  const list = await repo.timeTrackedContracts(db, companyId);
  // a large company made before its contracts were time-tracked has none: nothing to add (the counts say so)
  if (list.length === 0) return { contracts: 0, months: 0, records: 0, seconds: (performance.now() - started) / 1000 };
  const random = rng(20261126);
  const today = todayInJapan();
  const currentMonth = monthOf(today);
  // the weekdays from this day a year ago up to yesterday
  const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const weekdays: string[] = [];
  for (let ms = msOf(from); ms < msOf(today); ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(isoOf(ms));
  }
  const months: string[] = [];
  for (let month = monthOf(from); month <= currentMonth; month = addMonths(month, 1)) months.push(month);
  const monthsAgo = (month: string) => months.length - 1 - months.indexOf(month);
  const written = { contracts: list.length, months: 0, records: 0 };
  const total = list.length * weekdays.length;

  await db.transaction(async (tx) => {
    for (let offset = 0; offset < list.length; offset += CONTRACTS_PER_ROUND) {
      const round = list.slice(offset, offset + CONTRACTS_PER_ROUND);
      // each contract's days: 8:00, a day in five ending 5〜30 minutes later
      const planned = round.map((c) => {
        const days = weekdays
          .filter((d) => d >= c.start_date && (c.end_date === null || d <= c.end_date))
          .map((date) => ({ date, end: 18 * 60 + (random() < 0.2 ? 5 * (1 + Math.floor(random() * 6)) : 0) }));
        return { c, days };
      });
      const monthRows = planned.flatMap(({ c, days }) =>
        months.map((month) => {
          const dayMinutes = days.filter((d) => monthOf(d.date) === month).map((d) => d.end - 9 * 60 - 60);
          const status = statusFor(monthsAgo(month), random());
          const base = {
            companyId,
            contractId: c.contract_id,
            workerId: c.worker_id,
            month,
            status,
            recordedMinutes: dayMinutes.reduce((a, b) => a + b, 0),
            recordedDays: dayMinutes.length,
          };
          if (status === 'open') return base;
          const submitted = { ...base, submittedAt: decidedAt(month, 1) };
          if (status === 'submitted') return submitted;
          if (status === 'returned') return { ...submitted, returnedAt: decidedAt(month, 2), returnComment: '稼働の記録が漏れている日があります。確認のうえ再提出してください。' };
          return { ...submitted, approvedAt: decidedAt(month, 3), settlement: settlementToStore(c, dayMinutes).stored };
        }),
      );
      const monthIds = await repo.insertMonthsBulk(tx, monthRows);
      written.months += monthRows.length;
      const recordRows = planned.flatMap(({ c, days }) =>
        days.map((d) => ({
          companyId,
          code: newCode(),
          contractId: c.contract_id,
          monthId: monthIds.get(`${c.contract_id}:${monthOf(d.date)}`)!,
          workDate: d.date,
          startMinute: 9 * 60,
          endMinute: d.end,
          breaks: [{ start: 12 * 60, end: 13 * 60 }],
          breakMinutes: 60,
          workedMinutes: d.end - 9 * 60 - 60,
        })),
      );
      const before = written.records;
      await repo.insertClockRecordsBulk(tx, recordRows, (done) => log(`稼働 ${(before + done).toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}`));
      written.records += recordRows.length;
    }
    await tx.execute('analyze time_months, time_records');
  });
  return { ...written, seconds: (performance.now() - started) / 1000 };
}
