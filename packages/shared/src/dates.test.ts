import { describe, expect, it } from 'vitest';
import { endsBeforeStart } from './dates';

describe('dates', () => {
  it('afterStartDate', () => {
    expect(endsBeforeStart('2026-04-01', '2026-03-31')).toBe(true);
    expect(endsBeforeStart('2026-04-01', '2026-04-01')).toBe(false);
    expect(endsBeforeStart('2026-04-01', null)).toBe(false);
  });
});
