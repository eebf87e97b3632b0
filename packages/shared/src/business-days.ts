/**
 * Bank business days for a transfer date (issue #11 item 4): banks do not transfer on Saturdays, Sundays, national
 * holidays (振替休日 and 国民の休日 included, `@holiday-jp/holiday_jp`) or from 12/31 to 1/3.
 * Dates are `YYYY-MM-DD` calendar dates, read in UTC arithmetic so the answer never depends on the machine's time zone.
 */
import holidayJp from '@holiday-jp/holiday_jp';
import { formatDate } from './format';
import { ja } from './messages/ja';

const t = ja.transfer;

/** The holiday table keyed by 'YYYY-MM-DD' (a plain lookup: the library's isHoliday scans every key each call). */
const holidays: Readonly<Record<string, { name: string } | undefined>> = holidayJp.holidays;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The national holiday on `date` ('YYYY-MM-DD') as screens name it (勤労感謝の日, 振替休日, 国民の休日), or null.
 * The one reader of the holiday table: bank days here, the 稼働管理 month calendar (time-tracking.ts).
 */
export function nationalHolidayName(date: string): string | null {
  const name = Object.hasOwn(holidays, date) ? holidays[date]?.name : undefined;
  if (!name) return null;
  if (name.endsWith('振替休日')) return t.substituteHoliday;
  if (name === '休日') return t.citizensHoliday;
  return name;
}

/** A 'YYYY-MM-DD' calendar date as days since 1970-01-01, or null when it is not a real date. */
function toDayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Why banks are closed on `date` (土曜日, 勤労感謝の日, 振替休日, 年末年始 …), or null on a business day. */
export function bankHolidayReason(date: string): string | null {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const monthDay = date.slice(5);
  if (monthDay === '12-31' || monthDay === '01-01' || monthDay === '01-02' || monthDay === '01-03') return t.yearEnd;
  const holiday = nationalHolidayName(date);
  if (holiday) return holiday;
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 6) return t.saturday;
  if (weekday === 0) return t.sunday;
  return null;
}

/** Is `date` ('YYYY-MM-DD') a bank business day? False for anything that is not a real date. */
export function isBankBusinessDay(date: string): boolean {
  if (toDayNumber(date) === null) return false;
  return bankHolidayReason(date) === null;
}

/** The first bank business day after `date` ('YYYY-MM-DD'). */
export function nextBankBusinessDay(date: string): string {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  for (let next = day + 1; ; next += 1) {
    const candidate = fromDayNumber(next);
    if (bankHolidayReason(candidate) === null) return candidate;
  }
}

/** The last bank business day before `date` ('YYYY-MM-DD'). */
export function previousBankBusinessDay(date: string): string {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  for (let prev = day - 1; ; prev -= 1) {
    const candidate = fromDayNumber(prev);
    if (bankHolidayReason(candidate) === null) return candidate;
  }
}

/** `date` moved by `count` bank business days (negative: back); 0 answers `date` itself. */
export function addBankBusinessDays(date: string, count: number): string {
  let out = date;
  for (let n = 0; n < Math.abs(count); n += 1) out = count > 0 ? nextBankBusinessDay(out) : previousBankBusinessDay(out);
  return out;
}

/** Calendar days from `from` to `to` (both 'YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  if (a === null || b === null) throw new RangeError(`not a YYYY-MM-DD date: ${a === null ? from : to}`);
  return b - a;
}

/**
 * Why `date` cannot be a transfer date, in Japanese with the next business day:
 * 「2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。」, or null when it can.
 */
export function transferDateProblem(date: string): string | null {
  if (toDayNumber(date) === null) return t.dateInvalid;
  const reason = bankHolidayReason(date);
  if (reason === null) return null;
  return t.notBusinessDay(formatDate(date), reason, formatDate(nextBankBusinessDay(date)));
}
