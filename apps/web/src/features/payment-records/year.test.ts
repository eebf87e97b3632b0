import { expect, it } from 'vitest';
import { defaultRecordYear, recordYearOptions } from './year';

it('opens on the year just closed until the end of March (filing by 31 January, 確定申告 until mid-March), then on the running year', () => {
  expect(defaultRecordYear('2027-01-05')).toBe(2026);
  expect(defaultRecordYear('2027-03-31')).toBe(2026);
  expect(defaultRecordYear('2027-04-01')).toBe(2027);
  expect(defaultRecordYear('2026-12-28')).toBe(2026);
});

it('offers this year and the six before, newest first, and keeps an older year from a link', () => {
  expect(recordYearOptions('2026-11-26')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  expect(recordYearOptions('2026-11-26', 2015).at(-1)).toBe(2015);
});
