import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { buildZenginTransferFile } from '@app/shared/zengin-transfer';
import { useTestApp } from '../../../../test/helpers';
import { findTransferAccount } from './transfer-accounts.repository';
import { zenginHeaderFor } from './transfer-accounts.service';

const ctx = useTestApp();
const path = '/api/v2/employee/companies/transfer_accounts';

const mizuho = {
  bank_code: '0001',
  branch_code: '100',
  account_type: 'normal',
  account_number: '123',
  requester_code: '0123456789',
  requester_name: 'カ）サンプルシヨウジ',
  is_default: true,
};
const mufg = { ...mizuho, bank_code: '0005', branch_code: '102', account_type: 'current', account_number: '7654321', is_default: false };

describe('GET/PUT /api/v2/employee/companies/transfer_accounts', () => {
  it('saves the list with the master’s names, the converted 依頼人名 and the padded number; the default first', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    expect((await ctx.call('GET', path, { headers: h })).json()).toEqual({ data: [] });
    const res = await ctx.call('PUT', path, {
      headers: h,
      body: { transfer_accounts: [{ ...mufg }, { ...mizuho, bank_name: '偽銀行', branch_name: '偽支店' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      bank_code: '0001',
      bank_name: 'みずほ',
      branch_code: '100',
      branch_name: '本店',
      account_type: 'normal',
      account_number: '0000123',
      requester_code: '0123456789',
      requester_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
      is_default: true,
    });
    expect(data[1]).toMatchObject({ bank_name: '三菱ＵＦＪ', account_type: 'current', is_default: false });
    expect((await ctx.call('GET', path, { headers: h })).json().data).toEqual(data);
  });

  it('keeps the accounts sent with their id, deletes the others, and moves the default', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const first = (await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [mizuho, mufg] } })).json().data;
    const [a, b] = first as { id: number }[];
    const res = await ctx.call('PUT', path, {
      headers: h,
      body: {
        transfer_accounts: [
          { ...mufg, id: b!.id, is_default: true, requester_name: 'ﾃｽﾄ' },
          { ...mizuho, account_number: '5555555', is_default: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; is_default: boolean; requester_name: string; account_number: string }[];
    expect(data.map((d) => [d.id === b!.id, d.is_default, d.account_number])).toEqual([
      [true, true, '7654321'],
      [false, false, '5555555'],
    ]);
    expect(data.some((d) => d.id === a!.id)).toBe(false);
    // empty list: everything goes
    expect((await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [] } })).json()).toEqual({ data: [] });
  });

  it('refuses a bank or branch outside the 全銀 master, naming the account’s field, and changes nothing', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [mizuho] } });
    const res = await ctx.call('PUT', path, {
      headers: h,
      body: { transfer_accounts: [{ ...mizuho, branch_code: '999' }, { ...mufg, bank_code: '0002' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      'transfer_accounts.0.branch_code': [ja.banks.branchNotFound],
      'transfer_accounts.1.bank_code': [ja.banks.bankNotFound],
    });
    expect((await ctx.call('GET', path, { headers: h })).json().data).toHaveLength(1);
  });

  it('refuses a list without exactly one default, bad fields and more than 10 accounts, in Japanese', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const noDefault = await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [{ ...mizuho, is_default: false }] } });
    expect(noDefault.statusCode).toBe(422);
    expect(noDefault.json().errors).toEqual([ja.transferAccount.oneDefault]);
    const bad = await ctx.call('PUT', path, {
      headers: h,
      body: { transfer_accounts: [{ ...mizuho, requester_code: '12345', requester_name: '株式会社山田', account_number: '12345678', account_type: 'savings' }] },
    });
    expect(bad.statusCode).toBe(422);
    // 株式会社 is written as its 法人略語 (ｶ)); the rest of the name must be kana; a 貯蓄 account cannot be a 振込元口座
    expect(bad.json().errors).toEqual([
      ja.transferAccount.accountTypeSavingsRefused,
      ja.banks.accountNumberInvalid,
      ja.transferAccount.requesterCodeInvalid,
      '依頼人名に使用できない文字が含まれています：山、田',
    ]);
    const many = Array.from({ length: 11 }, (_, i) => ({ ...mizuho, account_number: String(i + 1), is_default: i === 0 }));
    const tooMany = await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: many } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual([ja.transferAccount.tooMany(10)]);
    expect((await ctx.call('PUT', path, { headers: h, body: {} })).statusCode).toBe(422);
  });

  it('never touches another company’s accounts: its id answers 404 and nothing changes', async () => {
    const a = await ctx.makeCompany('株式会社A');
    const b = await ctx.makeCompany('株式会社B');
    const ha = await ctx.signIn(a.owner.email);
    const hb = await ctx.signIn(b.owner.email);
    const [theirs] = (await ctx.call('PUT', path, { headers: ha, body: { transfer_accounts: [mizuho] } })).json().data as { id: number }[];
    await ctx.call('PUT', path, { headers: hb, body: { transfer_accounts: [{ ...mufg, is_default: true }] } });
    const res = await ctx.call('PUT', path, { headers: hb, body: { transfer_accounts: [{ ...mizuho, id: theirs!.id }] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([ja.transferAccount.unknownId]);
    expect((await ctx.call('GET', path, { headers: ha })).json().data).toMatchObject([{ id: theirs!.id, account_number: '0000123' }]);
    expect((await ctx.call('GET', path, { headers: hb })).json().data).toMatchObject([{ bank_code: '0005' }]);
    expect(await findTransferAccount(ctx.database.db, b.id, theirs!.id)).toBeUndefined();
  });

  it('general reads only; viewer is refused', async () => {
    const company = await ctx.makeCompany();
    const hg = await ctx.signIn((await company.addEmployee('general')).email);
    expect((await ctx.call('GET', path, { headers: hg })).statusCode).toBe(200);
    const write = await ctx.call('PUT', path, { headers: hg, body: { transfer_accounts: [mizuho] } });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual([ja.auth.forbidden]);
    const hv = await ctx.signIn((await company.addEmployee('viewer')).email);
    expect((await ctx.call('GET', path, { headers: hv })).statusCode).toBe(403);
  });
});

describe('the account for a 全銀 export', () => {
  it('finds the default or one by id, and gives a header the writer takes (bank and branch in the master’s kana)', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const saved = (await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [mizuho, mufg] } })).json().data as { id: number }[];
    const db = ctx.database.db;
    expect((await findTransferAccount(db, company.id, 'default'))?.id).toBe(saved[0]!.id);
    expect((await findTransferAccount(db, company.id, saved[1]!.id))?.bankCode).toBe('0005');
    const header = await zenginHeaderFor(db, company.id, 'default', '2026-11-24');
    expect(header).toMatchObject({ bankName: 'ミズホ', branchName: 'ホンテン', requesterName: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', accountNumber: '0000123' });
    const file = buildZenginTransferFile(header, [{ ...header, holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ', amount: 1000 }], { today: '2026-11-20' });
    expect(file.ok).toBe(true);
    await expect(zenginHeaderFor(db, company.id, saved[1]!.id + 1000, '2026-11-24')).rejects.toMatchObject({ statusCode: 404 });
    await ctx.call('PUT', path, { headers: h, body: { transfer_accounts: [] } });
    await expect(zenginHeaderFor(db, company.id, 'default', '2026-11-24')).rejects.toMatchObject({
      statusCode: 404,
      errors: [ja.transferAccount.noDefault],
    });
  });
});
