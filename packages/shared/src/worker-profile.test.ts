import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { todayInJapan } from './format';
import { workerProfileFieldsSchema } from './worker-profile';

const t = ja.portalProfile;
const base = { full_name: '新井 結衣', full_namekana: 'アライ ユイ', entity_type: 'individual' };

/** The message of each field that failed, keyed by the field's path. */
function errors(input: Record<string, unknown>): Record<string, string> {
  const result = workerProfileFieldsSchema.safeParse({ ...base, ...input });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('workerProfileFieldsSchema', () => {
  it('normalises what people type: empty → null, full-width digits, postal code with its hyphen, lower-case t', () => {
    const parsed = workerProfileFieldsSchema.parse({
      ...base,
      trade_name: ' ',
      phone: '０９０-１２３４-５６７８',
      postal_code: '1500001',
      prefecture_id: '13',
      occupation: '',
      invoice_status: 'registered',
      invoice_registration_number: 't1234567890123',
    });
    expect(parsed).toMatchObject({
      trade_name: null,
      phone: '090-1234-5678',
      postal_code: '150-0001',
      prefecture_id: 13,
      occupation: null,
      gender: null,
      invoice_registration_number: 'T1234567890123',
      family_members: [],
    });
  });

  it('refuses a bad postal code, phone, prefecture, katakana and a birthday that is not in the past', () => {
    expect(errors({ postal_code: '150-00012' })).toEqual({ postal_code: t.postalCodeInvalid });
    expect(errors({ postal_code: '15-00012' })).toEqual({ postal_code: t.postalCodeInvalid });
    for (const phone of ['090-123-45', '090--1234-5678', '-09012345678', '+81 90 1234 5678', '0901234567890'])
      expect(errors({ phone }), phone).toEqual({ phone: t.phoneInvalid });
    for (const prefecture_id of [0, 48, '0', '48', 1.5, 'abc']) expect(errors({ prefecture_id }), String(prefecture_id)).toEqual({ prefecture_id: t.prefectureInvalid });
    expect(errors({ prefecture_id: 47 })).toEqual({});
    expect(errors({ full_namekana: 'あらい' })).toEqual({ full_namekana: ja.workerValidation.fullNameKana });
    expect(errors({ birthday: todayInJapan() })).toEqual({ birthday: t.birthdayFuture });
    expect(errors({ birthday: '2026/02/30' })).toEqual({ birthday: ja.validation.dateInvalid });
    expect(errors({ birthday: '1990/04/01' })).toEqual({});
    expect(errors({ full_name: '新井\n結衣' })).toEqual({ full_name: ja.validation.singleLine });
    expect(errors({ address: 'あ'.repeat(201) })).toEqual({ address: ja.validation.tooLong(200) });
  });

  it('needs a check-digit-valid 法人番号 for a corporation and none for an individual', () => {
    expect(errors({ entity_type: 'corporation' })).toEqual({ corporate_number: t.corporateNumberRequired });
    expect(errors({ entity_type: 'corporation', corporate_number: '8123456789012' })).toEqual({ corporate_number: t.corporateNumberInvalid });
    expect(errors({ entity_type: 'corporation', corporate_number: '7123456789012' })).toEqual({});
    expect(errors({ corporate_number: '7123456789012' })).toEqual({ corporate_number: t.corporateNumberForIndividual });
  });

  it('checks the インボイス登録番号 as DOMAIN.md says: a corporation’s digits are its 法人番号', () => {
    const corp = { entity_type: 'corporation', corporate_number: '7123456789012', invoice_status: 'registered' };
    expect(errors({ ...corp, invoice_registration_number: 'T7123456789012' })).toEqual({});
    expect(errors({ ...corp, invoice_registration_number: 'T8123456789012' })).toEqual({ invoice_registration_number: t.invoiceNumberCheckDigit });
    expect(errors({ ...corp, invoice_registration_number: 'T7000012050002' })).toEqual({ invoice_registration_number: t.invoiceNumberNotCorporate });
    // a sole proprietor's number is assigned separately: only its form is checked
    expect(errors({ invoice_status: 'registered', invoice_registration_number: 'T8123456789012' })).toEqual({});
    expect(errors({ invoice_status: 'registered', invoice_registration_number: '8123456789012' })).toEqual({ invoice_registration_number: t.invoiceNumberFormat });
    expect(errors({ invoice_status: 'registered' })).toEqual({ invoice_registration_number: t.invoiceNumberRequired });
    expect(errors({ invoice_status: 'not_registered', invoice_registration_number: 'T8123456789012' })).toEqual({ invoice_registration_number: t.invoiceNumberNotRegistered });
    expect(errors({ invoice_status: 'maybe' })).toEqual({ invoice_status: t.invoiceStatusInvalid });
  });

  it('takes at most ten family members, each with a name and a known relationship', () => {
    const member = { name: '新井 太郎', name_kana: 'アライ タロウ', relationship: 'child', birthday: '2015/05/05', is_dependent: true };
    expect(workerProfileFieldsSchema.parse({ ...base, family_members: [member] }).family_members).toEqual([{ ...member, birthday: '2015-05-05' }]);
    expect(errors({ family_members: Array.from({ length: 11 }, () => member) })).toEqual({ family_members: t.familyTooMany(10) });
    expect(errors({ family_members: [{ ...member, name: '', relationship: 'cousin' }] })).toEqual({
      'family_members.0.name': t.familyNameRequired,
      'family_members.0.relationship': t.relationshipInvalid,
    });
  });
});
