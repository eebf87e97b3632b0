import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import {
  missingRequiredEntries,
  workerRequiredEntriesBodySchema,
  workerRequiredEntryKeys,
  workerRequiredEntryLabels,
  type RequiredEntrySnapshot,
} from './worker-required-entries';

const filled: NonNullable<RequiredEntrySnapshot['profile']> = {
  fullNameKana: 'タナカ ケンタ',
  tradeName: 'タナカ設計',
  entityType: 'individual',
  corporateNumber: null,
  occupation: 'engineer',
  birthday: '1988-07-14',
  phone: '090-1234-5678',
  postalCode: '150-0001',
  prefectureId: 13,
  address: '渋谷区神宮前1-2-3',
  invoiceStatus: 'not_registered',
  invoiceRegistrationNumber: null,
};
const all = [...workerRequiredEntryKeys];

describe('missingRequiredEntries', () => {
  it('a filled profile with a bank account misses nothing, whatever is required', () => {
    expect(missingRequiredEntries(all, { profile: filled, hasBankAccount: true })).toEqual([]);
  });

  it('answers only what is required, in catalogue order, once', () => {
    const empty = { profile: null, hasBankAccount: false };
    expect(missingRequiredEntries(['bank_account', 'birthday', 'birthday'], empty)).toEqual(['birthday', 'bank_account']);
    expect(missingRequiredEntries([], empty)).toEqual([]);
    // no profile row yet: every profile entry is missing but 法人番号 (not a corporation as far as anyone knows)
    expect(missingRequiredEntries(all, empty)).toEqual(all.filter((k) => k !== 'corporate_number'));
  });

  it('treats blank text (half- and full-width spaces) as missing', () => {
    const snapshot = { profile: { ...filled, phone: ' \u3000', tradeName: '' }, hasBankAccount: true };
    expect(missingRequiredEntries(all, snapshot)).toEqual(['trade_name', 'phone']);
  });

  it('address needs the postal code, the prefecture and the address (the building is optional)', () => {
    for (const part of [{ postalCode: null }, { prefectureId: null }, { address: '  ' }]) {
      expect(missingRequiredEntries(['address'], { profile: { ...filled, ...part }, hasBankAccount: true })).toEqual(['address']);
    }
  });

  it('invoice: "not registered" is an answer; "registered" needs its number; no answer is missing', () => {
    const check = (p: Partial<typeof filled>) => missingRequiredEntries(['invoice'], { profile: { ...filled, ...p }, hasBankAccount: true });
    expect(check({ invoiceStatus: 'not_registered' })).toEqual([]);
    expect(check({ invoiceStatus: 'registered', invoiceRegistrationNumber: 'T1234567890123' })).toEqual([]);
    expect(check({ invoiceStatus: 'registered', invoiceRegistrationNumber: null })).toEqual(['invoice']);
    expect(check({ invoiceStatus: null })).toEqual(['invoice']);
  });

  it('法人番号 is asked of corporations only', () => {
    const check = (p: Partial<typeof filled>) => missingRequiredEntries(['corporate_number'], { profile: { ...filled, ...p }, hasBankAccount: true });
    expect(check({ entityType: 'individual', corporateNumber: null })).toEqual([]);
    expect(check({ entityType: 'corporation', corporateNumber: null })).toEqual(['corporate_number']);
    expect(check({ entityType: 'corporation', corporateNumber: '7123456789012' })).toEqual([]);
  });

  it('the bank account is missing without one', () => {
    expect(missingRequiredEntries(['bank_account'], { profile: filled, hasBankAccount: false })).toEqual(['bank_account']);
  });

  it('ignores keys it does not know (an old setting after an entry was retired)', () => {
    expect(missingRequiredEntries(['family', 'birthday'], { profile: null, hasBankAccount: true })).toEqual(['birthday']);
  });

  it('every entry has a Japanese label and a hint', () => {
    for (const key of workerRequiredEntryKeys) {
      expect(workerRequiredEntryLabels[key]).toMatch(/\S/);
      expect(ja.requiredEntries.hints[key]).toMatch(/\S/);
    }
  });
});

describe('workerRequiredEntriesBodySchema', () => {
  it('keeps known keys once, in catalogue order', () => {
    expect(workerRequiredEntriesBodySchema.parse({ required_entries: ['bank_account', 'birthday', 'bank_account'] })).toEqual({
      required_entries: ['birthday', 'bank_account'],
    });
    expect(workerRequiredEntriesBodySchema.parse({ required_entries: [] })).toEqual({ required_entries: [] });
  });

  it('refuses an unknown key with a Japanese message', () => {
    const result = workerRequiredEntriesBodySchema.safeParse({ required_entries: ['birthday', 'family'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([ja.requiredEntries.unknownEntry]);
    expect(workerRequiredEntriesBodySchema.safeParse({ required_entries: [1] }).success).toBe(false);
    expect(workerRequiredEntriesBodySchema.safeParse({}).success).toBe(false);
  });
});
