/**
 * 稼働管理 (time tracking, issue #23): the pure rules of a worker's hours — one day's record (start/end with breaks,
 * or hours) → worked minutes, the contract's rounding of worked time, the 精算幅 (settlement range) and hourly
 * amounts of a month with the lines a document shows, and the month calendar with national holidays.
 * No database, no HTTP: the API and the screens both call these. Time is integer minutes, money integer yen.
 * Decisions and sources: docs/decisions.md「稼働管理の計算」.
 */
import { nationalHolidayName } from './business-days';
import { formatMoney } from './format';
import { MONEY_MAX } from './money';
import { ja } from './messages/ja';

const t = ja.timeTracking;

export const MINUTES_PER_DAY = 24 * 60;
/** Breaks per day record (a bounded input). */
export const MAX_BREAKS = 10;
/** The latest end time a day's record may carry: 47:59, i.e. into the next day as Japanese timesheets write it. */
const MAX_CLOCK = 48 * 60 - 1;

// ---------------------------------------------------------------------------------------------------------------
// Clock times and durations
// ---------------------------------------------------------------------------------------------------------------

/**
 * A clock time as typed ('9:00', '09:00', full-width '２５：３０') → minutes since the day's 0:00, or null.
 * Hours run to 47 so that an end past midnight is written the timesheet way: 25:30 is 1:30 the next morning.
 */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.normalize('NFKC').trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59) return null;
  const value = h * 60 + min;
  return value <= MAX_CLOCK ? value : null;
}

/** Minutes since the day's 0:00 → '9:00', '25:30'. */
export function formatClock(minutes: number): string {
  return formatHoursMinutes(minutes);
}

/** A duration in minutes as 「7:30」 (hours are not wrapped: 1,950 minutes → 「32:30」). */
export function formatHoursMinutes(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A duration in minutes as decimal hours 「7.5」: at most two decimals, half up, no trailing zeros (445 → 「7.42」,
 * 480 → 「8」, 9,630 → 「160.5」). Only for showing: amounts are computed from the minutes themselves.
 */
export function formatDecimalHours(minutes: number): string {
  const abs = Math.abs(minutes);
  // minutes × 100 / 60 has a fractional part of 0, 1/3 or 2/3: never a tie, so Math.round is half up and exact
  const hundredths = Math.round((abs * 100) / 60);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return `${minutes < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Hours as typed for a day recorded as hours only: decimal 「7.5」「7.25」 (up to two decimals) or 「7:30」 → minutes,
 * or null when it is neither or is not a whole number of minutes (7.01 h is 420.6 minutes).
 */
export function parseHours(text: string): number | null {
  const value = text.normalize('NFKC').trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value);
  if (!decimal) return null;
  const hundredths = Number(decimal[1]) * 100 + Number((decimal[2] ?? '').padEnd(2, '0'));
  if ((hundredths * 60) % 100 !== 0) return null;
  return (hundredths * 60) / 100;
}

/** A span of time in minutes since the day's 0:00; `end` is exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** The indexes of the first two ranges that overlap (touching ends do not), or null. */
export function findOverlap(ranges: readonly TimeRange[]): [number, number] | null {
  const order = ranges.map((_, i) => i).sort((a, b) => ranges[a]!.start - ranges[b]!.start || a - b);
  for (let k = 1; k < order.length; k += 1) {
    const [prev, next] = [order[k - 1]!, order[k]!];
    if (ranges[next]!.start < ranges[prev]!.end) return prev < next ? [prev, next] : [next, prev];
  }
  return null;
}

/** One day's record as the form sends it: start/end with breaks (ranges, minutes or both, summed), or hours. */
export type DayEntry =
  | {
      kind: 'clock';
      start: string;
      end: string;
      breaks?: readonly { start: string; end: string }[];
      breakMinutes?: number | string | null;
    }
  | { kind: 'hours'; hours: string };

/** A problem with one field of a day's record: `start`, `end`, `breaks.<i>`, `breakMinutes` or `hours`. */
export interface DayEntryIssue {
  field: string;
  message: string;
}

export type CheckedDayEntry =
  | { ok: true; workedMinutes: number; breakMinutes: number; range: TimeRange | null }
  | { ok: false; errors: DayEntryIssue[] };

function parseBreakMinutes(value: number | string | null | undefined): number | null {
  if (value == null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : value.normalize('NFKC').trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  return Number(text);
}

/**
 * Checks one day's record and answers its worked minutes, or every problem found (Japanese, per field).
 * Worked = (end − start) − breaks. Break ranges must lie between start and end and not overlap each other.
 */
export function checkDayEntry(entry: DayEntry): CheckedDayEntry {
  if (entry.kind === 'hours') {
    const minutes = parseHours(entry.hours);
    if (minutes === null) return { ok: false, errors: [{ field: 'hours', message: t.errors.hoursFormat }] };
    if (minutes > MINUTES_PER_DAY) return { ok: false, errors: [{ field: 'hours', message: t.errors.overDay }] };
    return { ok: true, workedMinutes: minutes, breakMinutes: 0, range: null };
  }
  const errors: DayEntryIssue[] = [];
  const start = parseClock(entry.start);
  const end = parseClock(entry.end);
  if (start === null) errors.push({ field: 'start', message: t.errors.timeFormat });
  else if (start >= MINUTES_PER_DAY) errors.push({ field: 'start', message: t.errors.startOutOfDay });
  if (end === null) errors.push({ field: 'end', message: t.errors.timeFormat });
  const spanOk = errors.length === 0 && start !== null && end !== null;
  if (spanOk && end <= start) errors.push({ field: 'end', message: t.errors.endBeforeStart });
  else if (spanOk && end - start > MINUTES_PER_DAY) errors.push({ field: 'end', message: t.errors.overDay });
  const span = errors.length === 0 ? { start: start!, end: end! } : null;

  const breaks = entry.breaks ?? [];
  if (breaks.length > MAX_BREAKS) return { ok: false, errors: [...errors, { field: 'breaks', message: t.errors.tooManyBreaks }] };
  const ranges: { index: number; range: TimeRange }[] = [];
  breaks.forEach((b, index) => {
    const field = `breaks.${index}`;
    const [bs, be] = [parseClock(b.start), parseClock(b.end)];
    if (bs === null || be === null) errors.push({ field, message: t.errors.timeFormat });
    else if (be <= bs) errors.push({ field, message: t.errors.endBeforeStart });
    else if (span && (bs < span.start || be > span.end)) errors.push({ field, message: t.errors.breakRangeOutside });
    else ranges.push({ index, range: { start: bs, end: be } });
  });
  const overlap = findOverlap(ranges.map((r) => r.range));
  if (overlap) errors.push({ field: `breaks.${ranges[overlap[1]]!.index}`, message: t.errors.overlappingBreaks });
  const extra = parseBreakMinutes(entry.breakMinutes);
  if (extra === null) errors.push({ field: 'breakMinutes', message: t.errors.breakFormat });
  if (errors.length > 0 || !span || extra === null) return { ok: false, errors };

  const breakMinutes = ranges.reduce((sum, r) => sum + r.range.end - r.range.start, 0) + extra;
  if (breakMinutes > span.end - span.start) {
    return { ok: false, errors: [{ field: extra > 0 ? 'breakMinutes' : 'breaks', message: t.errors.breakOverSpan }] };
  }
  return { ok: true, workedMinutes: span.end - span.start - breakMinutes, breakMinutes, range: span };
}

/**
 * Checks the records of one worker on one day together (several projects or several records a day): their time
 * ranges must not overlap and their worked minutes must not pass 24 hours. Answers the index of the offending record
 * (the later one) with the message, or null.
 */
export function checkDayRecords(records: readonly { range: TimeRange | null; workedMinutes: number }[]): { index: number; message: string } | null {
  const timed = records.flatMap((r, index) => (r.range ? [{ index, range: r.range }] : []));
  const overlap = findOverlap(timed.map((r) => r.range));
  if (overlap) return { index: timed[overlap[1]]!.index, message: t.errors.overlappingRecords };
  let total = 0;
  for (const [index, r] of records.entries()) {
    total += r.workedMinutes;
    if (total > MINUTES_PER_DAY) return { index, message: t.errors.dayTotalOverDay };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Rounding
// ---------------------------------------------------------------------------------------------------------------

export const roundingModes = ['floor', 'ceil', 'round'] as const;
/** 切り捨て / 切り上げ / 四捨五入 (half up). */
export type RoundingMode = (typeof roundingModes)[number];
export const timeRoundingUnits = [1, 5, 10, 15, 30, 60] as const;
export type TimeRoundingUnit = (typeof timeRoundingUnits)[number];
export const timeRoundingScopes = ['day', 'month'] as const;
export type TimeRoundingScope = (typeof timeRoundingScopes)[number];

/** The contract's rounding of worked time: per day record, or once on the month's total. */
export interface TimeRounding {
  unit: TimeRoundingUnit;
  mode: RoundingMode;
  scope: TimeRoundingScope;
}

/** `numerator / denominator` rounded to an integer (denominator > 0; exact for integers below 2^53). */
function divide(numerator: number, denominator: number, mode: RoundingMode): number {
  if (mode === 'floor') return Math.floor(numerator / denominator);
  if (mode === 'ceil') return -Math.floor(-numerator / denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A whole number (minutes, yen) rounded to a multiple of `unit`; 四捨五入 rounds a half unit up (7:30 → 8:00 at 60). */
export function roundToUnit(value: number, unit: number, mode: RoundingMode): number {
  return divide(value, unit, mode) * unit;
}

/**
 * A month's worked minutes under the contract's rounding (null: no rounding). `dayMinutes` holds one total per day
 * (a day's several records for the contract added first), so 日ごと rounds each day once, not each record.
 */
export function monthWorkedMinutes(dayMinutes: readonly number[], rounding: TimeRounding | null): number {
  if (!rounding) return dayMinutes.reduce((a, b) => a + b, 0);
  if (rounding.scope === 'day') return dayMinutes.reduce((sum, m) => sum + roundToUnit(m, rounding.unit, rounding.mode), 0);
  return roundToUnit(monthWorkedMinutes(dayMinutes, null), rounding.unit, rounding.mode);
}

/** 「15分単位・切り捨て（日ごと）」 */
export function describeTimeRounding(rounding: TimeRounding): string {
  return t.rounding.describe(rounding.unit, t.rounding[rounding.mode], rounding.scope === 'day' ? t.rounding.perDay : t.rounding.perMonth);
}

// ---------------------------------------------------------------------------------------------------------------
// 精算幅 and hourly amounts
// ---------------------------------------------------------------------------------------------------------------

export const rateMethods = ['given', 'split', 'middle'] as const;
/** 単価指定 (both 単価 typed) / 上下割 (fee ÷ 下限, fee ÷ 上限) / 中間割 (fee ÷ the middle of the range). */
export type RateMethod = (typeof rateMethods)[number];

/** A monthly contract's 精算幅. Hours may be fractional (140.5); a bound left null has no 控除 (or 超過) side. */
export interface SettlementRange {
  monthlyFee: number;
  lowerHours: number | null;
  upperHours: number | null;
  rateMethod: RateMethod;
  /** 控除単価 and 超過単価 per hour when `rateMethod` is 'given'. */
  deductionRate?: number | null;
  excessRate?: number | null;
  /** The rounding of a derived 単価: default to 10 yen, 切り捨て. */
  rateRounding?: { unit: 1 | 10 | 100; mode: RoundingMode };
  /** The rounding to yen of the 超過額 / 控除額 (and of an hourly amount): default 切り捨て. */
  amountRounding?: RoundingMode;
}

const DEFAULT_RATE_ROUNDING = { unit: 10, mode: 'floor' } as const;

export interface SettlementLine {
  kind: 'base' | 'range' | 'excess' | 'deduction' | 'hourly' | 'total';
  /** The line as a document prints it: 「超過 12.5時間 × ¥3,333 = ¥41,662」. */
  text: string;
  /** The line's signed amount in yen (a 控除 is negative); null for the information line of the range. */
  amount: number | null;
}

export interface MonthSettlement {
  amount: number;
  status: 'within' | 'below' | 'above' | 'hourly';
  deductionRate: number | null;
  excessRate: number | null;
  lines: SettlementLine[];
}

function hoursToMinutes(hours: number): number {
  return Math.round(hours * 60);
}

/** The most hours a month can hold: 31 days × 24 h. */
const MAX_RANGE_HOURS = 744;

function isMoney(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MONEY_MAX;
}

/** Hours of a bound: above 0, at most 744, a whole number of minutes (140.5 yes, 140.01 no). */
function isRangeHours(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= MAX_RANGE_HOURS && Math.abs(value * 60 - Math.round(value * 60)) < 1e-6;
}

/**
 * What is wrong with a contract's 精算幅, per field (`monthlyFee`, `lowerHours`, `upperHours`, `deductionRate`,
 * `excessRate`), in Japanese; empty when the month can be settled with it.
 */
export function settlementRangeProblems(range: SettlementRange): DayEntryIssue[] {
  const r = t.rangeErrors;
  const problems: DayEntryIssue[] = [];
  const { lowerHours, upperHours } = range;
  if (!isMoney(range.monthlyFee)) {
    problems.push({ field: 'monthlyFee', message: Number.isSafeInteger(range.monthlyFee) && range.monthlyFee > MONEY_MAX ? ja.contractForm.moneyTooLarge : ja.validation.money });
  }
  if (lowerHours === null && upperHours === null) problems.push({ field: 'lowerHours', message: r.noBounds });
  if (lowerHours !== null && !isRangeHours(lowerHours)) problems.push({ field: 'lowerHours', message: r.hours });
  if (upperHours !== null && !isRangeHours(upperHours)) problems.push({ field: 'upperHours', message: r.hours });
  if (problems.length === 0 && lowerHours !== null && upperHours !== null && lowerHours > upperHours) problems.push({ field: 'upperHours', message: r.order });
  if (range.rateMethod === 'middle' && (lowerHours === null || upperHours === null)) problems.push({ field: lowerHours === null ? 'lowerHours' : 'upperHours', message: r.middleNeedsBoth });
  if (range.rateMethod === 'given') {
    const rates = [
      { field: 'deductionRate', bound: lowerHours, value: range.deductionRate, required: r.deductionRateRequired },
      { field: 'excessRate', bound: upperHours, value: range.excessRate, required: r.excessRateRequired },
    ] as const;
    for (const { field, bound, value, required } of rates) {
      if (bound === null) continue;
      if (value == null) problems.push({ field, message: required });
      else if (!isMoney(value)) problems.push({ field, message: ja.validation.money });
    }
  }
  return problems;
}

/**
 * The 控除単価 and 超過単価 of a range: as given, or derived and rounded (上下割, 中間割); null for a side without a bound.
 * Throws a RangeError for a rule {@link settlementRangeProblems} refuses.
 */
export function settlementRates(range: SettlementRange): { deductionRate: number | null; excessRate: number | null } {
  const problems = settlementRangeProblems(range);
  if (problems.length > 0) throw new RangeError(`not a settlement range: ${problems.map((p) => p.field).join(', ')}`);
  const { lowerHours, upperHours, monthlyFee } = range;
  if (range.rateMethod === 'given') {
    return { deductionRate: lowerHours === null ? null : range.deductionRate!, excessRate: upperHours === null ? null : range.excessRate! };
  }
  const { unit, mode } = range.rateRounding ?? DEFAULT_RATE_ROUNDING;
  // fee ÷ hours = fee × 60 ÷ minutes, rounded once to the unit
  const rate = (minutes: number) => divide(monthlyFee * 60, minutes * unit, mode) * unit;
  if (range.rateMethod === 'split') {
    return {
      deductionRate: lowerHours === null ? null : rate(hoursToMinutes(lowerHours)),
      excessRate: upperHours === null ? null : rate(hoursToMinutes(upperHours)),
    };
  }
  // 中間割: fee ÷ ((下限 + 上限) ÷ 2) = fee × 60 × 2 ÷ (下限分 + 上限分), rounded once to the unit
  const middle = divide(monthlyFee * 120, (hoursToMinutes(lowerHours!) + hoursToMinutes(upperHours!)) * unit, mode) * unit;
  return { deductionRate: middle, excessRate: middle };
}

/** `minutes` × `rate` per hour in yen, rounded once. */
function minutesTimesRate(minutes: number, rate: number, mode: RoundingMode): number {
  return divide(minutes * rate, 60, mode);
}

function rangeText(lower: number | null, upper: number | null): string {
  return `${lower === null ? '' : formatDecimalHours(hoursToMinutes(lower))}〜${upper === null ? '' : formatDecimalHours(hoursToMinutes(upper))}`;
}

/**
 * A month's amount under a 精算幅: within the range → the fee; below 下限 → fee − (下限 − hours) × 控除単価; above 上限 →
 * fee + (hours − 上限) × 超過単価. The 超過額 / 控除額 is rounded to yen on its own (so the printed line is exact);
 * a 控除 never takes the amount below zero. `workedMinutes` is the month's time after the contract's rounding.
 */
export function settleMonth(range: SettlementRange, workedMinutes: number): MonthSettlement {
  const { deductionRate, excessRate } = settlementRates(range);
  const mode = range.amountRounding ?? 'floor';
  const lower = range.lowerHours === null ? null : hoursToMinutes(range.lowerHours);
  const upper = range.upperHours === null ? null : hoursToMinutes(range.upperHours);
  const lines: SettlementLine[] = [
    { kind: 'base', text: t.lines.base(formatMoney(range.monthlyFee)), amount: range.monthlyFee },
    { kind: 'range', text: t.lines.range(rangeText(range.lowerHours, range.upperHours), formatDecimalHours(workedMinutes)), amount: null },
  ];
  let amount = range.monthlyFee;
  let status: MonthSettlement['status'] = 'within';
  if (lower !== null && deductionRate !== null && workedMinutes < lower) {
    const short = lower - workedMinutes;
    const deduction = Math.min(minutesTimesRate(short, deductionRate, mode), range.monthlyFee);
    lines.push({ kind: 'deduction', text: t.lines.deduction(formatDecimalHours(short), formatMoney(deductionRate), formatMoney(deduction)), amount: -deduction });
    amount -= deduction;
    status = 'below';
  } else if (upper !== null && excessRate !== null && workedMinutes > upper) {
    const over = workedMinutes - upper;
    const excess = minutesTimesRate(over, excessRate, mode);
    lines.push({ kind: 'excess', text: t.lines.excess(formatDecimalHours(over), formatMoney(excessRate), formatMoney(excess)), amount: excess });
    amount += excess;
    status = 'above';
  }
  lines.push({ kind: 'total', text: t.lines.total(formatMoney(amount)), amount });
  return { amount, status, deductionRate, excessRate, lines };
}

/** A plain hourly contract's month: worked hours × 単価, rounded to yen once (default 切り捨て). */
export function hourlyMonth(rate: number, workedMinutes: number, mode: RoundingMode = 'floor'): MonthSettlement {
  const amount = minutesTimesRate(workedMinutes, rate, mode);
  return {
    amount,
    status: 'hourly',
    deductionRate: null,
    excessRate: null,
    lines: [
      { kind: 'hourly', text: t.lines.hourly(formatDecimalHours(workedMinutes), formatMoney(rate), formatMoney(amount)), amount },
      { kind: 'total', text: t.lines.total(formatMoney(amount)), amount },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The month calendar
// ---------------------------------------------------------------------------------------------------------------

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** 日 月 火 水 木 金 土 */
  weekdayLabel: string;
  isWeekend: boolean;
  /** The national holiday's name (勤労感謝の日, 振替休日, 国民の休日), or null. */
  holidayName: string | null;
  /** A weekday that is not a national holiday. */
  isBusinessDay: boolean;
  /** The day's worked minutes as given (0 when nothing is recorded). */
  minutes: number;
}

export interface MonthCalendar {
  year: number;
  month: number;
  days: CalendarDay[];
  totals: {
    /** Weekdays that are not national holidays. */
    businessDays: number;
    /** Days with worked minutes above zero. */
    daysWorked: number;
    /** The sum of the days' minutes. */
    minutes: number;
    /** `minutes` under the contract's rounding (equal to it without one). */
    roundedMinutes: number;
  };
}

/**
 * Every day of `year`/`month` with its weekday, 土日 and 祝日, and the month's totals from `minutesByDate`
 * ('YYYY-MM-DD' → worked minutes; dates of other months are ignored).
 */
export function monthCalendar(
  year: number,
  month: number,
  minutesByDate: Readonly<Record<string, number>> = {},
  rounding: TimeRounding | null = null,
): MonthCalendar {
  if (!Number.isInteger(year) || year < 1900 || year > 2999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`not a year and month: ${year}/${month}`);
  }
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days: CalendarDay[] = [];
  for (let day = 1; day <= length; day += 1) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    const holidayName = nationalHolidayName(date);
    const minutes = Object.hasOwn(minutesByDate, date) ? (minutesByDate[date] ?? 0) : 0;
    days.push({ date, day, weekday, weekdayLabel: t.weekdays[weekday]!, isWeekend, holidayName, isBusinessDay: !isWeekend && !holidayName, minutes });
  }
  const dayMinutes = days.filter((d) => d.minutes > 0).map((d) => d.minutes);
  return {
    year,
    month,
    days,
    totals: {
      businessDays: days.filter((d) => d.isBusinessDay).length,
      daysWorked: dayMinutes.length,
      minutes: monthWorkedMinutes(dayMinutes, null),
      roundedMinutes: monthWorkedMinutes(dayMinutes, rounding),
    },
  };
}
