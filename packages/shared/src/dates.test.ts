import { describe, expect, it } from 'vitest';
import { businessDateProblem, dateSchema, endsBeforeStart } from './dates';
import { ja } from './messages/ja';

describe('dates', () => {
  it('afterStartDate', () => {
    expect(endsBeforeStart('2026-04-01', '2026-03-31')).toBe(true);
    expect(endsBeforeStart('2026-04-01', '2026-04-01')).toBe(false);
    expect(endsBeforeStart('2026-04-01', null)).toBe(false);
  });

  it('tells a day that does not exist from a wrong format (a CSV row says which)', () => {
    expect(businessDateProblem('2027/13/01')).toBe(ja.validation.dateInvalid);
    expect(businessDateProblem('2027/02/30')).toBe(ja.validation.dateInvalid);
    expect(businessDateProblem('2027年1月1日')).toBe(ja.validation.date);
    expect(businessDateProblem('')).toBe(ja.validation.required);
    expect(businessDateProblem('2027/1/31')).toBeNull();
    const parsed = dateSchema.safeParse('2027/13/01');
    expect(parsed.success ? null : parsed.error.issues.map((i) => i.message)).toEqual([ja.validation.dateInvalid]);
  });
});
