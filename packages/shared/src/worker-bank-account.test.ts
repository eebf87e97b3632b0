import { describe, expect, it } from 'vitest';
import { ja } from './messages/ja';
import { workerBankAccountBodySchema } from './worker-bank-account';

const messages = (input: unknown) => {
  const result = workerBankAccountBodySchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('workerBankAccountBodySchema', () => {
  it('says what is missing in Japanese, field by field', () => {
    expect(messages({})).toEqual({
      bank_code: ja.bankAccount.bankRequired,
      branch_code: ja.bankAccount.branchRequired,
      account_type: ja.bankAccount.accountTypeInvalid,
      account_number: ja.banks.accountNumberInvalid,
      account_holder_kana: ja.banks.kanaRequired('口座名義カナ'),
      // N2: a change of the account needs the current password
      current_password: ja.bankAccount.currentPasswordRequired,
    });
    expect(messages({ bank_code: '', branch_code: '' })).toMatchObject({ bank_code: ja.bankAccount.bankRequired, branch_code: ja.bankAccount.branchRequired });
  });

  it('refuses codes of the wrong form and a kind of account it does not know (number and holder: API tests)', () => {
    expect(messages({ bank_code: '9', branch_code: '12a', account_type: 'fixed', account_number: '1', account_holder_kana: 'ｱ', current_password: 'x' })).toEqual({
      bank_code: ja.banks.bankCodeInvalid,
      branch_code: ja.banks.branchCodeInvalid,
      account_type: ja.bankAccount.accountTypeInvalid,
    });
  });

  it('refuses a 口座名義カナ that begins with ー or - (N11: no holder name does; a spreadsheet reads it as a formula)', () => {
    const valid = { bank_code: '0009', branch_code: '234', account_type: 'normal', account_number: '1234567', current_password: 'x' };
    for (const holder of ['-ﾀﾅｶ', 'ーﾀﾅｶ', ' ｰﾀﾅｶ']) {
      expect(messages({ ...valid, account_holder_kana: holder }), holder).toEqual({ account_holder_kana: ja.bankAccount.holderLeadingHyphen });
    }
    expect(messages({ ...valid, account_holder_kana: 'ﾀﾅｶ-ｹﾝﾀ' })).toEqual({});
  });
});
