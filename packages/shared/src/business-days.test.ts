import { afterEach, describe, expect, it } from 'vitest';
import { bankHolidayReason, isBankBusinessDay, nextBankBusinessDay, transferDateProblem } from './business-days';

describe('isBankBusinessDay', () => {
  it('is true on an ordinary weekday', () => {
    expect(isBankBusinessDay('2026-11-24')).toBe(true); // Tue
    expect(isBankBusinessDay('2026-12-30')).toBe(true); // Wed, the last business day of the year
    expect(isBankBusinessDay('2027-01-04')).toBe(true); // Mon, the first of the year
  });

  it('is false on Saturdays and Sundays', () => {
    expect(isBankBusinessDay('2026-11-21')).toBe(false);
    expect(isBankBusinessDay('2026-11-22')).toBe(false);
  });

  it('is false on national holidays, 振替休日 and 国民の休日', () => {
    expect(isBankBusinessDay('2026-11-23')).toBe(false); // 勤労感謝の日 (Mon)
    expect(isBankBusinessDay('2026-05-06')).toBe(false); // 振替休日 for 憲法記念日 on a Sunday
    expect(isBankBusinessDay('2026-09-22')).toBe(false); // 国民の休日 between 敬老の日 and 秋分の日
  });

  it('is false from 12/31 to 1/3 even on weekdays', () => {
    for (const date of ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2025-12-31', '2025-01-02', '2025-01-03']) {
      expect(isBankBusinessDay(date), date).toBe(false);
    }
  });

  it('is false for something that is not a real date', () => {
    expect(isBankBusinessDay('2026-02-30')).toBe(false);
    expect(isBankBusinessDay('2026/11/24')).toBe(false);
    expect(isBankBusinessDay('')).toBe(false);
  });
});

describe('nextBankBusinessDay', () => {
  it('is the first business day AFTER the date, even when the date is one', () => {
    expect(nextBankBusinessDay('2026-11-24')).toBe('2026-11-25');
    expect(nextBankBusinessDay('2026-11-20')).toBe('2026-11-24'); // Fri → over the weekend and 勤労感謝の日
  });

  it('passes over golden week, the year end and a month or year boundary', () => {
    expect(nextBankBusinessDay('2026-05-01')).toBe('2026-05-07'); // 5/2 Sat … 5/6 振替休日
    expect(nextBankBusinessDay('2026-12-30')).toBe('2027-01-04');
    expect(nextBankBusinessDay('2028-02-28')).toBe('2028-02-29'); // a leap day (Tue)
  });

  it('refuses something that is not a date', () => {
    expect(() => nextBankBusinessDay('2026-13-01')).toThrow(RangeError);
  });
});

describe('transferDateProblem', () => {
  it('is null on a business day', () => {
    expect(transferDateProblem('2026-11-24')).toBeNull();
  });

  it('names the holiday and the next business day (issue #11 item 4)', () => {
    expect(transferDateProblem('2026-11-23')).toBe(
      '2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。',
    );
    expect(transferDateProblem('2026-05-06')).toBe(
      '2026/05/06は銀行休業日（振替休日）のため振込日に指定できません。次の営業日は2026/05/07です。',
    );
    expect(transferDateProblem('2026-09-22')).toBe(
      '2026/09/22は銀行休業日（国民の休日）のため振込日に指定できません。次の営業日は2026/09/24です。',
    );
  });

  it('names weekends and the year end', () => {
    expect(transferDateProblem('2026-11-21')).toBe(
      '2026/11/21は銀行休業日（土曜日）のため振込日に指定できません。次の営業日は2026/11/24です。',
    );
    expect(transferDateProblem('2026-11-29')).toBe(
      '2026/11/29は銀行休業日（日曜日）のため振込日に指定できません。次の営業日は2026/11/30です。',
    );
    expect(transferDateProblem('2026-12-31')).toBe(
      '2026/12/31は銀行休業日（年末年始）のため振込日に指定できません。次の営業日は2027/01/04です。',
    );
  });

  it('refuses a date that does not exist', () => {
    expect(transferDateProblem('2026-02-29')).toBe('振込日はYYYY/MM/DDの形式の正しい日付で指定してください。');
  });
});

describe('time zones', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('gives the same answers whatever the machine time zone is', () => {
    const dates = ['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24', '2026-12-30', '2026-12-31', '2027-01-04'];
    const answer = () => dates.map((d) => [isBankBusinessDay(d), nextBankBusinessDay(d), bankHolidayReason(d)]);
    process.env.TZ = 'UTC';
    const utc = answer();
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = tz;
      expect(answer(), tz).toEqual(utc);
    }
  });
});
