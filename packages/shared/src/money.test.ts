import { describe, expect, it } from 'vitest';
import { formatMoneyInput, moneySchema, optionalMoneySchema, parseMoney } from './money';

describe('parseMoney (SPEC §5 money)', () => {
  it('reads comma-grouped integers', () => {
    expect(parseMoney('1,234,567')).toBe(1234567);
    expect(parseMoney('500')).toBe(500);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney(' 12,000 ')).toBe(12000);
  });
  it('refuses wrong grouping, leading zeros, decimals, signs and missing commas', () => {
    for (const bad of ['1234', '12,34', '1,2345', '01', '00', '1,000.5', '-1', '¥1,000', '', ',100', '1,000,', 'abc', '１,０００']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
  });
});

describe('moneySchema', () => {
  it('answers the SPEC message for a bad text', () => {
    const result = moneySchema.safeParse('12,34');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('カンマ区切りで金額を入力してください');
  });
  it('accepts numbers from JSON and texts from forms', () => {
    expect(moneySchema.parse(1500000)).toBe(1500000);
    expect(moneySchema.parse('1,500,000')).toBe(1500000);
  });
  it('refuses negative and fractional numbers and amounts above 100億円', () => {
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(1.5).success).toBe(false);
    expect(moneySchema.safeParse(10_000_000_001).success).toBe(false);
  });
  it('optional: empty means null', () => {
    expect(optionalMoneySchema.parse('')).toBeNull();
    expect(optionalMoneySchema.parse(null)).toBeNull();
    expect(optionalMoneySchema.parse('3,000')).toBe(3000);
  });
});

describe('formatMoneyInput', () => {
  it('groups by three', () => {
    expect(formatMoneyInput(1234567)).toBe('1,234,567');
    expect(formatMoneyInput(0)).toBe('0');
    expect(formatMoneyInput(null)).toBe('');
  });
});
