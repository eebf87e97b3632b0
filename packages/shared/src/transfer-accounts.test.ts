import { describe, expect, it } from 'vitest';
import { normalizeRequesterCode, transferAccountLabel, transferAccountsBodySchema, type TransferAccountBody } from './transfer-accounts';

const account = (over: Partial<TransferAccountBody> = {}): TransferAccountBody => ({
  bank_code: '0001',
  branch_code: '100',
  account_type: 'normal',
  account_number: '1234567',
  requester_code: '0123456789',
  requester_name: 'カ）サンプル',
  is_default: true,
  ...over,
});
const messages = (body: unknown) => {
  const result = transferAccountsBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('transferAccountsBodySchema', () => {
  it('converts 依頼人名 to 全銀 half-width kana and pads the account number', () => {
    const result = transferAccountsBodySchema.parse({ transfer_accounts: [account({ account_number: '１２３', requester_code: ' ０１２３４５６７８９ ' })] });
    expect(result.transfer_accounts[0]).toMatchObject({ requester_name: 'ｶ)ｻﾝﾌﾟﾙ', account_number: '0000123', requester_code: '0123456789' });
  });

  it('refuses a savings account: the 全銀 header 預金種目 admits 普通 and 当座 (review §7.2)', () => {
    expect(messages({ transfer_accounts: [account({ account_type: 'savings' })] })).toEqual([
      'transfer_accounts.0.account_type: 振込元口座に貯蓄預金は使えません（総合振込は普通・当座の口座から振り込みます）。普通または当座を選んでください。',
    ]);
    expect(messages({ transfer_accounts: [account({ account_type: 'current' })] })).toEqual([]);
  });

  it('writes 株式会社 in 依頼人名 as its 法人略語', () => {
    const result = transferAccountsBodySchema.parse({ transfer_accounts: [account({ requester_name: '株式会社サンプル' })] });
    expect(result.transfer_accounts[0]?.requester_name).toBe('ｶ)ｻﾝﾌﾟﾙ');
  });

  it('accepts an empty list', () => {
    expect(messages({ transfer_accounts: [] })).toEqual([]);
  });

  it('wants exactly one default when there are accounts', () => {
    expect(messages({ transfer_accounts: [account({ is_default: false })] })).toEqual(['transfer_accounts: 既定の口座を1つ選んでください。']);
    expect(
      messages({ transfer_accounts: [account(), account({ account_number: '7654321' })] }),
    ).toEqual(['transfer_accounts: 既定の口座を1つ選んでください。']);
  });

  it('refuses more than 10 accounts, the same account twice and the same id twice', () => {
    const many = Array.from({ length: 11 }, (_, i) => account({ account_number: String(i + 1), is_default: i === 0 }));
    expect(messages({ transfer_accounts: many })).toEqual(['transfer_accounts: 振込元口座は10件まで登録できます。']);
    expect(messages({ transfer_accounts: [account(), account({ account_number: '01234567'.slice(1), is_default: false })] })).toEqual([
      'transfer_accounts: 同じ口座が2回登録されています。',
    ]);
    expect(messages({ transfer_accounts: [account({ id: 3 }), account({ id: 3, account_number: '1', is_default: false })] })).toEqual([
      'transfer_accounts: 同じ口座が2回指定されています。',
    ]);
  });

  it('names each bad field in Japanese', () => {
    expect(
      messages({
        transfer_accounts: [
          account({ bank_code: '', branch_code: '12', account_type: 'other' as 'normal', account_number: 'abc', requester_code: '123', requester_name: '山田商事' }),
        ],
      }),
    ).toEqual([
      'transfer_accounts.0.bank_code: 金融機関を選んでください。',
      'transfer_accounts.0.branch_code: 支店コードは3桁の数字で指定してください。',
      'transfer_accounts.0.account_type: 口座種別を選んでください。',
      'transfer_accounts.0.account_number: 口座番号は7桁以内の数字で入力してください。',
      'transfer_accounts.0.requester_code: 依頼人コードは10桁の数字で入力してください。',
      'transfer_accounts.0.requester_name: 依頼人名に使用できない文字が含まれています：山、田、商、事',
    ]);
    expect(messages({ transfer_accounts: [account({ requester_name: 'ア'.repeat(41) })] })).toEqual([
      'transfer_accounts.0.requester_name: 依頼人名は半角に直して40文字以内で入力してください（濁点・半濁点も1文字です）。',
    ]);
  });
});

describe('normalizeRequesterCode', () => {
  it('takes 10 digits, full-width too, and nothing else', () => {
    expect(normalizeRequesterCode('0123456789')).toBe('0123456789');
    expect(normalizeRequesterCode('０１２３４５６７８９')).toBe('0123456789');
    expect(normalizeRequesterCode('123456789')).toBeNull();
    expect(normalizeRequesterCode('12345678901')).toBeNull();
    expect(normalizeRequesterCode('12345-6789')).toBeNull();
  });
});

describe('transferAccountLabel', () => {
  it('names the account by bank, branch, type and number (the 振込データ dialog and the settings say the same)', () => {
    expect(transferAccountLabel({ bankName: 'みずほ銀行', branchName: '本店', accountType: 'normal', accountNumber: '1234567' })).toBe('みずほ銀行 本店 普通 1234567');
    expect(transferAccountLabel({ bankName: '三井住友銀行', branchName: '渋谷駅前支店', accountType: 'current', accountNumber: '0001234' })).toBe('三井住友銀行 渋谷駅前支店 当座 0001234');
  });
});
