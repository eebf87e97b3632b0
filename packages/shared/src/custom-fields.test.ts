import { describe, expect, it } from 'vitest';
import { createCustomFieldBodySchema, customFieldOptionsProblem, parseCustomFieldValue, type CustomFieldRule } from './custom-fields';
import { ja } from './messages/ja';

const field = (field_type: CustomFieldRule['field_type'], extra: Partial<CustomFieldRule> = {}): CustomFieldRule => ({
  field_type,
  options: [],
  required: false,
  ...extra,
});
const ok = (value: unknown) => ({ ok: true, value });
const ng = (message: string) => ({ ok: false, message });

describe('parseCustomFieldValue', () => {
  it('empty is no value, refused when the field is required', () => {
    for (const input of [null, undefined, '', '  ']) {
      expect(parseCustomFieldValue(field('text'), input)).toEqual(ok(null));
      expect(parseCustomFieldValue(field('number', { required: true }), input)).toEqual(ng(ja.customFields.valueRequired));
    }
  });

  it('text: one line, at most 200 characters; long text: lines allowed, at most 2,000', () => {
    expect(parseCustomFieldValue(field('text'), ' 東京 ')).toEqual(ok('東京'));
    expect(parseCustomFieldValue(field('text'), 'あ'.repeat(200))).toEqual(ok('あ'.repeat(200)));
    expect(parseCustomFieldValue(field('text'), 'あ'.repeat(201))).toEqual(ng(ja.customFields.textTooLong(200)));
    expect(parseCustomFieldValue(field('text'), '一行目\n二行目')).toEqual(ng(ja.validation.singleLine));
    expect(parseCustomFieldValue(field('long_text'), '一行目\n二行目')).toEqual(ok('一行目\n二行目'));
    expect(parseCustomFieldValue(field('long_text'), 'あ'.repeat(2001))).toEqual(ng(ja.customFields.textTooLong(2000)));
  });

  it('number: full-width and commas folded, up to 4 decimals, below 10^16', () => {
    expect(parseCustomFieldValue(field('number'), '１，２３４．５')).toEqual(ok(1234.5));
    expect(parseCustomFieldValue(field('number'), '-12,000')).toEqual(ok(-12000));
    expect(parseCustomFieldValue(field('number'), 3.25)).toEqual(ok(3.25));
    expect(parseCustomFieldValue(field('number'), '0.0001')).toEqual(ok(0.0001));
    expect(parseCustomFieldValue(field('number'), '0.00001')).toEqual(ng(ja.customFields.numberTooPrecise));
    expect(parseCustomFieldValue(field('number'), '-999999999999999.5')).toEqual(ok(-999999999999999.5));
    expect(parseCustomFieldValue(field('number'), '10000000000000000')).toEqual(ng(ja.customFields.numberTooLarge));
    expect(parseCustomFieldValue(field('number'), '12円')).toEqual(ng(ja.customFields.numberInvalid));
    expect(parseCustomFieldValue(field('number'), '1e5')).toEqual(ng(ja.customFields.numberInvalid));
  });

  it('date: YYYY/MM/DD or YYYY-MM-DD, stored YYYY-MM-DD; no such day refused', () => {
    expect(parseCustomFieldValue(field('date'), '2026/4/1')).toEqual(ok('2026-04-01'));
    expect(parseCustomFieldValue(field('date'), '２０２６－０４－０１')).toEqual(ok('2026-04-01'));
    expect(parseCustomFieldValue(field('date'), '2026/02/30')).toEqual(ng(ja.validation.dateInvalid));
    expect(parseCustomFieldValue(field('date'), '4月1日')).toEqual(ng(ja.validation.date));
  });

  it('select: one of the options', () => {
    const f = field('select', { options: ['A', 'B'] });
    expect(parseCustomFieldValue(f, ' B ')).toEqual(ok('B'));
    expect(parseCustomFieldValue(f, 'C')).toEqual(ng(ja.customFields.selectInvalid));
  });

  it('checkbox: true/false, はい/いいえ, 1/0', () => {
    const f = field('checkbox', { required: true });
    expect(parseCustomFieldValue(f, true)).toEqual(ok(true));
    expect(parseCustomFieldValue(f, false)).toEqual(ok(false));
    expect(parseCustomFieldValue(f, 'はい')).toEqual(ok(true));
    expect(parseCustomFieldValue(f, 'いいえ')).toEqual(ok(false));
    expect(parseCustomFieldValue(f, '１')).toEqual(ok(true));
    expect(parseCustomFieldValue(f, 'TRUE')).toEqual(ok(true));
    expect(parseCustomFieldValue(f, '0')).toEqual(ok(false));
    expect(parseCustomFieldValue(f, 'たぶん')).toEqual(ng(ja.customFields.checkboxInvalid));
  });
});

describe('field definitions', () => {
  it('a select needs 1–50 distinct options', () => {
    expect(customFieldOptionsProblem('select', [])).toBe(ja.customFields.optionsRequired);
    expect(customFieldOptionsProblem('select', ['A', 'A'])).toBe(ja.customFields.optionsDuplicate('A'));
    expect(customFieldOptionsProblem('select', Array.from({ length: 51 }, (_, i) => `o${i}`))).toBe(ja.customFields.tooManyOptions(50));
    expect(customFieldOptionsProblem('select', ['A', 'B'])).toBeNull();
    expect(customFieldOptionsProblem('text', [])).toBeNull();
  });

  it('roles must be known keys; blank options are dropped', () => {
    const bad = createCustomFieldBodySchema.safeParse({ name: '資格', field_type: 'text', view_roles: ['owner_administrator', 'boss'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ja.customFields.unknownRole);
    const good = createCustomFieldBodySchema.parse({ name: ' 資格 ', field_type: 'select', options: [' A ', '', 'B'], edit_roles: ['general', 'administrator'] });
    expect(good).toMatchObject({ name: '資格', options: ['A', 'B'], edit_roles: ['administrator', 'general'] });
  });
});
