import { describe, expect, it } from 'vitest';
import { ebookFilingDeadline, ebookRetainUntil } from './ebook-retention';

describe('ebookRetainUntil', () => {
  it('takes the 法定申告期限 of the business year holding the date, then 7 or 10 years', () => {
    // March year end: April belongs to the next year ending March 2027, filed by 2027-05-31
    expect(ebookFilingDeadline('2026-04-01', 3)).toBe('2027-05-31');
    expect(ebookRetainUntil('2026-04-01', 3, 7)).toBe('2034-05-31');
    expect(ebookRetainUntil('2026-03-31', 3, 7)).toBe('2033-05-31');
    expect(ebookRetainUntil('2026-03-31', 3, 10)).toBe('2036-05-31');
  });

  it('rolls the deadline into the next calendar year for year ends in November and December', () => {
    expect(ebookFilingDeadline('2026-12-15', 12)).toBe('2027-02-28');
    expect(ebookRetainUntil('2026-12-15', 12, 7)).toBe('2034-02-28');
    expect(ebookRetainUntil('2026-11-01', 11, 10)).toBe('2037-01-31');
    expect(ebookRetainUntil('2026-12-01', 11, 7)).toBe('2035-01-31');
  });

  it('lands on the last day of the month, leap years included', () => {
    // year end December 2027 → deadline 2028-02-29 (leap) → 7 years later February has 28 days
    expect(ebookFilingDeadline('2027-06-01', 12)).toBe('2028-02-29');
    expect(ebookRetainUntil('2027-06-01', 12, 7)).toBe('2035-02-28');
    expect(ebookRetainUntil('2025-06-01', 12, 7)).toBe('2033-02-28');
  });
});
