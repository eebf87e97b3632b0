import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import {
  checkDayEntry,
  checkDayRecords,
  describeTimeRounding,
  formatDecimalHours,
  formatHoursMinutes,
  hourlyMonth,
  monthCalendar,
  monthWorkedMinutes,
  parseClock,
  parseHours,
  roundToUnit,
  settleMonth,
  settlementRangeProblems,
  settlementRates,
  type SettlementRange,
} from './time-tracking';

const e = ja.timeTracking.errors;
const h = (hours: number) => Math.round(hours * 60);

describe('clock times and durations', () => {
  it('reads times as timesheets write them, past midnight up to 47:59', () => {
    expect(parseClock('9:00')).toBe(540); // 9 × 60
    expect(parseClock('０９：３０')).toBe(570); // full-width, as a Japanese IME types it
    expect(parseClock('25:30')).toBe(1_530); // 1:30 the next morning = 24 × 60 + 90
    expect(parseClock('47:59')).toBe(2_879);
    for (const bad of ['48:00', '9:60', '9', '9:5', '9時', '']) expect(parseClock(bad)).toBeNull();
  });
  it('shows minutes as 「7:30」 and as decimal hours 「7.5」 (two decimals at most, half up)', () => {
    expect(formatHoursMinutes(450)).toBe('7:30');
    expect(formatHoursMinutes(5)).toBe('0:05');
    expect(formatHoursMinutes(1_950)).toBe('32:30'); // a month's total is not wrapped at 24
    expect(formatDecimalHours(450)).toBe('7.5');
    expect(formatDecimalHours(480)).toBe('8');
    expect(formatDecimalHours(445)).toBe('7.42'); // 7.4166… → 7.42
    expect(formatDecimalHours(1)).toBe('0.02'); // 0.0166… → 0.02
    expect(formatDecimalHours(9_630)).toBe('160.5');
  });
  it('reads hours typed as 「7.5」 or 「7:30」, refusing what is not a whole number of minutes', () => {
    expect(parseHours('7.5')).toBe(450);
    expect(parseHours('7.25')).toBe(435);
    expect(parseHours('7.1')).toBe(426); // 0.1 h = 6 min
    expect(parseHours('7:30')).toBe(450);
    expect(parseHours('７．５')).toBe(450);
    expect(parseHours('7.01')).toBeNull(); // 420.6 minutes
    expect(parseHours('7.5h')).toBeNull();
  });
});

describe('one day record → worked minutes', () => {
  it('9:00–18:00 with a lunch hour is 8 hours, whether the break is a range or minutes', () => {
    const asRange = checkDayEntry({ kind: 'clock', start: '9:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }] });
    expect(asRange).toEqual({ ok: true, workedMinutes: 480, breakMinutes: 60, range: { start: 540, end: 1_080 } });
    expect(checkDayEntry({ kind: 'clock', start: '9:00', end: '18:00', breakMinutes: '60' })).toMatchObject({ ok: true, workedMinutes: 480 });
  });
  it('a night shift 22:00–29:30 with 45 minutes of break is 6:45', () => {
    // span 29:30 − 22:00 = 7:30 = 450 min; 450 − 45 = 405
    const r = checkDayEntry({ kind: 'clock', start: '22:00', end: '29:30', breakMinutes: 45 });
    expect(r).toMatchObject({ ok: true, workedMinutes: 405 });
  });
  it('ranges and minutes of break add up', () => {
    // 9:00–18:00 = 540; 60 (range) + 15 (minutes) = 75; 540 − 75 = 465
    const r = checkDayEntry({ kind: 'clock', start: '9:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }], breakMinutes: 15 });
    expect(r).toMatchObject({ ok: true, workedMinutes: 465, breakMinutes: 75 });
  });
  it('a day given as hours', () => {
    expect(checkDayEntry({ kind: 'hours', hours: '7.5' })).toEqual({ ok: true, workedMinutes: 450, breakMinutes: 0, range: null });
    expect(checkDayEntry({ kind: 'hours', hours: '24' })).toMatchObject({ ok: true, workedMinutes: 1_440 });
    expect(checkDayEntry({ kind: 'hours', hours: '25' })).toEqual({ ok: false, errors: [{ field: 'hours', message: e.overDay }] });
    expect(checkDayEntry({ kind: 'hours', hours: 'abc' })).toEqual({ ok: false, errors: [{ field: 'hours', message: e.hoursFormat }] });
  });
  it('says what is wrong, per field, in Japanese', () => {
    const problems = (entry: Parameters<typeof checkDayEntry>[0]) => {
      const r = checkDayEntry(entry);
      return r.ok ? [] : r.errors;
    };
    expect(problems({ kind: 'clock', start: '9:00', end: '8:00' })).toEqual([{ field: 'end', message: e.endBeforeStart }]);
    expect(problems({ kind: 'clock', start: '9:00', end: '9:00' })).toEqual([{ field: 'end', message: e.endBeforeStart }]);
    expect(problems({ kind: 'clock', start: '9時', end: '18:00' })).toEqual([{ field: 'start', message: e.timeFormat }]);
    expect(problems({ kind: 'clock', start: '24:00', end: '30:00' })).toEqual([{ field: 'start', message: e.startOutOfDay }]);
    // 0:00–24:30 is 24.5 hours
    expect(problems({ kind: 'clock', start: '0:00', end: '24:30' })).toEqual([{ field: 'end', message: e.overDay }]);
    expect(
      problems({ kind: 'clock', start: '9:00', end: '18:00', breaks: [{ start: '11:30', end: '13:00' }, { start: '12:30', end: '13:30' }] }),
    ).toEqual([{ field: 'breaks.1', message: e.overlappingBreaks }]);
    // touching breaks do not overlap: 12:00–13:00 and 13:00–13:15
    expect(problems({ kind: 'clock', start: '9:00', end: '18:00', breaks: [{ start: '13:00', end: '13:15' }, { start: '12:00', end: '13:00' }] })).toEqual([]);
    expect(problems({ kind: 'clock', start: '9:00', end: '18:00', breaks: [{ start: '8:00', end: '9:30' }] })).toEqual([
      { field: 'breaks.0', message: e.breakRangeOutside },
    ]);
    // 9:00–18:00 is 540 minutes; 600 minutes of break is longer
    expect(problems({ kind: 'clock', start: '9:00', end: '18:00', breakMinutes: 600 })).toEqual([{ field: 'breakMinutes', message: e.breakOverSpan }]);
    expect(problems({ kind: 'clock', start: '9:00', end: '18:00', breakMinutes: '-5' })).toEqual([{ field: 'breakMinutes', message: e.breakFormat }]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ start: `${10 + (i % 8)}:00`, end: `${10 + (i % 8)}:05` }));
    expect(problems({ kind: 'clock', start: '9:00', end: '18:00', breaks: eleven })).toEqual([{ field: 'breaks', message: e.tooManyBreaks }]);
  });
  it('a day of several records (projects) may neither overlap nor pass 24 hours', () => {
    const at = (start: number, end: number) => ({ range: { start, end }, workedMinutes: end - start });
    expect(checkDayRecords([at(540, 720), at(660, 840)])).toEqual({ index: 1, message: e.overlappingRecords });
    expect(checkDayRecords([at(540, 720), at(720, 900)])).toBeNull();
    // hours-only records: 800 + 700 minutes = 25 hours
    expect(checkDayRecords([{ range: null, workedMinutes: 800 }, { range: null, workedMinutes: 700 }])).toEqual({ index: 1, message: e.dayTotalOverDay });
  });
});

describe('rounding of worked time (unit × 切り捨て/切り上げ/四捨五入, per day or per month)', () => {
  it('rounds minutes to the unit; 四捨五入 takes a half unit up', () => {
    expect(roundToUnit(7, 15, 'round')).toBe(0); // 7 < 7.5
    expect(roundToUnit(8, 15, 'round')).toBe(15);
    expect(roundToUnit(7, 15, 'ceil')).toBe(15);
    expect(roundToUnit(29, 15, 'floor')).toBe(15);
    expect(roundToUnit(435, 30, 'round')).toBe(450); // 7:15 is exactly half of 30 → up to 7:30
    expect(roundToUnit(480, 15, 'ceil')).toBe(480); // already on the unit
  });
  it('per day rounds every record; per month rounds the total once', () => {
    const days = [487, 472, 500];
    // per day, 15 min 切り捨て: 480 + 465 + 495
    expect(monthWorkedMinutes(days, { unit: 15, mode: 'floor', scope: 'day' })).toBe(1_440);
    // per month: 1,459 → 1,455
    expect(monthWorkedMinutes(days, { unit: 15, mode: 'floor', scope: 'month' })).toBe(1_455);
    // per month, 60 min 切り上げ: 1,459 → 1,500 (25 h)
    expect(monthWorkedMinutes(days, { unit: 60, mode: 'ceil', scope: 'month' })).toBe(1_500);
    expect(monthWorkedMinutes(days, null)).toBe(1_459);
  });
  it('describes the rule for the 発注書', () => {
    expect(describeTimeRounding({ unit: 15, mode: 'floor', scope: 'day' })).toBe('15分単位・切り捨て（日ごと）');
    expect(describeTimeRounding({ unit: 30, mode: 'round', scope: 'month' })).toBe('30分単位・四捨五入（月合計）');
  });
});

describe('精算幅 (monthly fee with 下限・上限 hours)', () => {
  const base: SettlementRange = { monthlyFee: 600_000, lowerHours: 140, upperHours: 180, rateMethod: 'split' };

  it('上下割 derives 控除単価 = fee ÷ 下限 and 超過単価 = fee ÷ 上限, 10 yen 切り捨て by default', () => {
    // 600,000 ÷ 140 = 4,285.71… → 4,280; 600,000 ÷ 180 = 3,333.33… → 3,330
    expect(settlementRates(base)).toEqual({ deductionRate: 4_280, excessRate: 3_330 });
    // to the yen: 4,285 and 3,333
    expect(settlementRates({ ...base, rateRounding: { unit: 1, mode: 'floor' } })).toEqual({ deductionRate: 4_285, excessRate: 3_333 });
  });
  it('中間割 uses fee ÷ ((下限 + 上限) ÷ 2) for both', () => {
    // 600,000 ÷ 160 = 3,750
    expect(settlementRates({ ...base, rateMethod: 'middle' })).toEqual({ deductionRate: 3_750, excessRate: 3_750 });
    // 500,000 ÷ 160.25 (140.5–180) = 3,120.12… → 3,120
    expect(settlementRates({ ...base, monthlyFee: 500_000, lowerHours: 140.5, rateMethod: 'middle' })).toEqual({ deductionRate: 3_120, excessRate: 3_120 });
    // 550,000 ÷ 165 (150–180) = 3,333.33… → 3,330
    expect(settlementRates({ ...base, monthlyFee: 550_000, lowerHours: 150, rateMethod: 'middle' })).toEqual({ deductionRate: 3_330, excessRate: 3_330 });
  });
  it('within the range, bounds included, the fee is paid as is', () => {
    for (const hours of [140, 160, 180]) expect(settleMonth(base, h(hours))).toMatchObject({ amount: 600_000, status: 'within' });
    expect(settleMonth(base, h(160)).lines.map((l) => l.text)).toEqual(['基本料金 ¥600,000', '精算幅 140〜180時間（稼働 160時間）', '合計 ¥600,000']);
  });
  it('above 上限: fee + (hours − 上限) × 超過単価', () => {
    // 185.5 − 180 = 5.5 h × 3,330 = 18,315
    const s = settleMonth(base, h(185.5));
    expect(s).toMatchObject({ amount: 618_315, status: 'above', excessRate: 3_330 });
    expect(s.lines).toEqual([
      { kind: 'base', text: '基本料金 ¥600,000', amount: 600_000 },
      { kind: 'range', text: '精算幅 140〜180時間（稼働 185.5時間）', amount: null },
      { kind: 'excess', text: '超過 5.5時間 × ¥3,330 = ¥18,315', amount: 18_315 },
      { kind: 'total', text: '合計 ¥618,315', amount: 618_315 },
    ]);
  });
  it('below 下限: fee − (下限 − hours) × 控除単価', () => {
    // 140 − 130 = 10 h × 4,280 = 42,800
    const s = settleMonth(base, h(130));
    expect(s).toMatchObject({ amount: 557_200, status: 'below' });
    expect(s.lines[2]).toEqual({ kind: 'deduction', text: '控除 10時間 × ¥4,280 = -¥42,800', amount: -42_800 });
    // 中間割: 10 h × 3,750 = 37,500
    expect(settleMonth({ ...base, rateMethod: 'middle' }, h(130)).amount).toBe(562_500);
  });
  it('given 単価; the 超過額 is rounded to yen on its own line (切り捨て unless the contract says otherwise)', () => {
    const given: SettlementRange = { ...base, rateMethod: 'given', deductionRate: 4_000, excessRate: 3_333 };
    // 192.5 − 180 = 12.5 h × 3,333 = 41,662.5 → 41,662
    const s = settleMonth(given, h(192.5));
    expect(s.lines[2]?.text).toBe('超過 12.5時間 × ¥3,333 = ¥41,662');
    expect(s.amount).toBe(641_662);
    // 四捨五入 → 41,663
    expect(settleMonth({ ...given, amountRounding: 'round' }, h(192.5)).amount).toBe(641_663);
    // one minute over: 3,333 ÷ 60 = 55.55 → 55 (切り捨て), 56 (切り上げ)
    expect(settleMonth(given, h(180) + 1).amount).toBe(600_055);
    expect(settleMonth({ ...given, amountRounding: 'ceil' }, h(180) + 1).amount).toBe(600_056);
  });
  it('a range with one bound only has one side; a 控除 never takes the amount below zero', () => {
    const upperOnly: SettlementRange = { ...base, lowerHours: null };
    expect(settleMonth(upperOnly, h(100))).toMatchObject({ amount: 600_000, status: 'within', deductionRate: null });
    expect(settleMonth(upperOnly, h(100)).lines[1]?.text).toBe('精算幅 〜180時間（稼働 100時間）');
    // 140 h × 10,000 = 1,400,000 > the fee
    const steep: SettlementRange = { ...base, rateMethod: 'given', deductionRate: 10_000, excessRate: 3_000 };
    expect(settleMonth(steep, 0).amount).toBe(0);
  });
  it('says what is wrong with a contract\'s 精算幅, per field, and refuses to compute with it', () => {
    const r = ja.timeTracking.rangeErrors;
    expect(settlementRangeProblems(base)).toEqual([]);
    expect(settlementRangeProblems({ ...base, lowerHours: 190 })).toEqual([{ field: 'upperHours', message: r.order }]);
    expect(settlementRangeProblems({ ...base, lowerHours: null, upperHours: null })).toEqual([{ field: 'lowerHours', message: r.noBounds }]);
    // 140.01 h is 8,400.6 minutes; 745 h is more than a 31-day month holds; 140.5 h is fine
    expect(settlementRangeProblems({ ...base, lowerHours: 140.01, upperHours: 745 })).toEqual([
      { field: 'lowerHours', message: r.hours },
      { field: 'upperHours', message: r.hours },
    ]);
    expect(settlementRangeProblems({ ...base, lowerHours: 140.5 })).toEqual([]);
    expect(settlementRangeProblems({ ...base, rateMethod: 'middle', upperHours: null })).toEqual([{ field: 'upperHours', message: r.middleNeedsBoth }]);
    expect(settlementRangeProblems({ ...base, rateMethod: 'given', deductionRate: 4_000 })).toEqual([{ field: 'excessRate', message: r.excessRateRequired }]);
    expect(settlementRangeProblems({ ...base, monthlyFee: 10_000_000_001 })).toEqual([{ field: 'monthlyFee', message: ja.contractForm.moneyTooLarge }]);
    expect(settlementRangeProblems({ ...base, monthlyFee: -1 })).toEqual([{ field: 'monthlyFee', message: ja.validation.money }]);
    expect(() => settlementRates({ ...base, lowerHours: 190 })).toThrow(RangeError);
    expect(() => settleMonth({ ...base, rateMethod: 'given' }, h(160))).toThrow(RangeError);
  });
});

describe('hourly contracts', () => {
  it('hours × 単価, rounded to yen once', () => {
    // 160.5 h × 4,000 = 642,000
    const s = hourlyMonth(4_000, h(160.5));
    expect(s.amount).toBe(642_000);
    expect(s.lines.map((l) => l.text)).toEqual(['稼働 160.5時間 × ¥4,000 = ¥642,000', '合計 ¥642,000']);
    // 10 min × 3,333 ÷ 60 = 555.5 → 555 (切り捨て) / 556 (四捨五入)
    expect(hourlyMonth(3_333, 10).amount).toBe(555);
    expect(hourlyMonth(3_333, 10, 'round').amount).toBe(556);
  });
});

describe('the month calendar', () => {
  it('November 2026: Sundays and Saturdays, 文化の日 and 勤労感謝の日, 19 business days', () => {
    const c = monthCalendar(2026, 11);
    expect(c.days).toHaveLength(30);
    expect(c.days[0]).toMatchObject({ date: '2026-11-01', weekday: 0, weekdayLabel: '日', isWeekend: true, isBusinessDay: false });
    expect(c.days[2]).toMatchObject({ date: '2026-11-03', weekdayLabel: '火', holidayName: '文化の日', isBusinessDay: false });
    expect(c.days[22]).toMatchObject({ date: '2026-11-23', holidayName: '勤労感謝の日' });
    // 30 days − 9 weekend days − 2 weekday holidays
    expect(c.totals.businessDays).toBe(19);
  });
  it('names 振替休日 and 国民の休日', () => {
    // 2026/05/03 (憲法記念日) is a Sunday → 05/06 is a 振替休日; 5/4–5/6 are weekdays: 31 − 10 − 3 = 18
    const may = monthCalendar(2026, 5);
    expect(may.days[5]?.holidayName).toBe('振替休日');
    expect(may.totals.businessDays).toBe(18);
    // 2026/09/22 lies between 敬老の日 and 秋分の日 → 国民の休日; 30 − 8 − 3 = 19
    const september = monthCalendar(2026, 9);
    expect(september.days[21]?.holidayName).toBe('国民の休日');
    expect(september.totals.businessDays).toBe(19);
  });
  it('totals the month: days worked, minutes, and minutes under the contract rounding; other months ignored', () => {
    const worked = { '2026-11-02': 487, '2026-11-04': 472, '2026-11-05': 500, '2026-12-01': 999 };
    const c = monthCalendar(2026, 11, worked, { unit: 15, mode: 'floor', scope: 'day' });
    expect(c.days[1]?.minutes).toBe(487);
    expect(c.totals).toEqual({ businessDays: 19, daysWorked: 3, minutes: 1_459, roundedMinutes: 1_440 });
  });
  it('a leap February has 29 days; a month that is not one is refused', () => {
    expect(monthCalendar(2028, 2).days).toHaveLength(29);
    expect(() => monthCalendar(2026, 13)).toThrow(RangeError);
  });
});
