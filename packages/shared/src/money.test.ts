import { describe, expect, it } from 'vitest';
import { formatMoneyInput, moneySchema, optionalMoneySchema, parseMoney, parseMoneyInput } from './money';

describe('parseMoney (SPEC §5 money)', () => {
  it('reads comma-grouped integers', () => {
    expect(parseMoney('1,234,567')).toBe(1234567);
    expect(parseMoney('500')).toBe(500);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney(' 12,000 ')).toBe(12000);
    expect(parseMoney('1234')).toBe(1234);
  });
  it('refuses wrong grouping, decimals, signs and words', () => {
    for (const bad of ['12,34', '1,2345', '1,000.5', '-1', '', ',100', '1,000,', 'abc', '10万', '¥', '1 000.5']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
  });
});

describe('parseMoneyInput (what people type, issue #21)', () => {
  it('reads digits with or without commas, full-width, yen signs, 円 and spaces', () => {
    for (const [typed, value] of [
      ['100000', 100000],
      ['100,000', 100000],
      ['１００，０００', 100000],
      ['１０００００', 100000],
      ['¥100,000', 100000],
      ['￥100,000', 100000],
      ['100,000円', 100000],
      [' 100 000 ', 100000],
      ['　１，０００　', 1000],
      ['0', 0],
      ['007', 7],
    ] as const) {
      expect(parseMoneyInput(typed), typed).toBe(value);
    }
  });
  it('reads a minus only where the field allows it', () => {
    expect(parseMoneyInput('-3,300')).toBeNull();
    expect(parseMoneyInput('-3,300', { allowNegative: true })).toBe(-3300);
    expect(parseMoneyInput('－３３００', { allowNegative: true })).toBe(-3300);
    expect(parseMoneyInput('−¥500', { allowNegative: true })).toBe(-500);
    expect(parseMoneyInput('-0', { allowNegative: true })).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '1.5', '12,34', '1,0000', '--1', '1-', '99999999999999999999']) {
      expect(parseMoneyInput(bad, { allowNegative: true }), bad).toBeNull();
    }
  });
});

describe('moneySchema', () => {
  it('answers the SPEC message for a bad text', () => {
    const result = moneySchema.safeParse('12,34');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('金額は数字で入力してください（例：100000、100,000）');
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
