import { describe, expect, it } from 'vitest';
import { isContractOpen } from './contract-entry';

describe('isContractOpen', () => {
  it('offers a contract without an end, one ending today or later, and not one that ended yesterday', () => {
    expect(isContractOpen({ endDate: null }, '2026-11-26')).toBe(true);
    expect(isContractOpen({ endDate: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(isContractOpen({ endDate: '2027-03-31' }, '2026-11-26')).toBe(true);
    expect(isContractOpen({ endDate: '2026-11-25' }, '2026-11-26')).toBe(false);
  });
});
