import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { hashPassword } from '../../../lib/passwords';
import { insertAccount } from '../../identity/worker-accounts/worker-accounts.repository';
import { PASSWORD, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { findBankBranch, foldBankSearch, MASTER_FILE, master, readMaster, searchBanks, searchBranches } from './banks.service';

const ctx = useTestApp();

let workerHeaders: AuthHeaders | undefined;
/** A worker account signed in through the portal's own sign-in (no company link is needed to search the master). */
async function asWorker(): Promise<AuthHeaders> {
  if (workerHeaders) return workerHeaders;
  const email = `bank-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await insertAccount(ctx.database.db, { email, passwordHash: await hashPassword(PASSWORD), name: '銀行 検索' });
  const res = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  workerHeaders = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
  return workerHeaders;
}

async function banks(q: string, side = 'worker') {
  const headers = side === 'worker' ? await asWorker() : await ctx.signIn((await ctx.makeCompany()).owner.email);
  const res = await ctx.call('GET', `/api/v2/${side}/banks?q=${encodeURIComponent(q)}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { code: string; name: string; kana: string }[];
}

async function branches(bankCode: string, q = '') {
  return ctx.call('GET', `/api/v2/worker/banks/${encodeURIComponent(bankCode)}/branches?q=${encodeURIComponent(q)}`, { headers: await asWorker() });
}

describe('the master', () => {
  it('is read whole from the pinned zengin-code package', async () => {
    const m = await master();
    expect(m.banks.length).toBeGreaterThan(1000);
    expect([...m.byCode.values()].reduce((n, b) => n + b.rawBranches.length + (b.branches?.length ?? 0), 0)).toBeGreaterThan(20_000);
    expect(m.banks[0]).toMatchObject({ code: '0001', name: 'みずほ', kana: 'ミズホ' });
    // the module answers one master to every caller
    expect(await master()).toBe(m);
  });

  it('refuses a data file of another shape instead of reading half of it', async () => {
    await expect(readMaster(new URL(import.meta.url).pathname)).rejects.toThrow(/unexpected data file format/);
    expect(MASTER_FILE).toMatch(/zengin-code[/\\]lib[/\\]zengin-data\.js$/);
  });
});

describe('GET /api/v2/worker/banks', () => {
  it('finds a bank by code prefix, name, kana in ひらがな, カタカナ or half-width, and romaji', async () => {
    expect((await banks('0009'))[0]).toEqual({ code: '0009', name: '三井住友', kana: 'ミツイスミトモ' });
    for (const q of ['みずほ', 'ミズホ', 'ﾐｽﾞﾎ', 'mizuho', 'みずほ銀行', ' みずほ ']) {
      expect((await banks(q)).map((b) => b.code), q).toContain('0001');
    }
    expect((await banks('ゆうちょ'))[0]?.code).toBe('9900'); // the master writes ユウチヨ
    expect((await banks('UFJ')).map((b) => b.code)).toContain('0005');
    expect((await banks('ソニー'))[0]?.code).toBe('0035'); // the master writes ソニ－
  });

  it("reads 信用金庫 as the master's 信金, and ranks code and prefix matches first", async () => {
    const found = await banks('北海道信用金庫');
    expect(found.map((b) => b.name)).toContain('北海道信金');
    const kyoto = await banks('京都');
    expect(kyoto[0]?.name).toBe('京都'); // 0158, before 京都信金 and the 京都… 農協
    expect(kyoto.length).toBeLessThanOrEqual(20);
  });

  it('answers the first 20 banks in code order without a query, and nothing for an unknown name', async () => {
    const all = await banks('');
    expect(all).toHaveLength(20);
    expect(all.map((b) => b.code)).toEqual([...all.map((b) => b.code)].sort());
    expect(await banks('存在しない銀行名')).toEqual([]);
  });

  it('refuses a query over 50 characters with 422 in Japanese', async () => {
    const res = await ctx.call('GET', `/api/v2/worker/banks?q=${'あ'.repeat(51)}`, { headers: await asWorker() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.validation.searchTooLong(50)]);
  });

  it('needs a worker token', async () => {
    expect((await ctx.call('GET', '/api/v2/worker/banks?q=みずほ')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/worker/banks/{bankCode}/branches', () => {
  it('finds branches of the bank by code prefix or name, up to 50', async () => {
    const res = await branches('0009', '254');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ code: '254' });
    const shibuya = (await branches('0009', 'しぶや支店')).json().data as { name: string }[];
    expect(shibuya.length).toBeGreaterThan(0);
    expect(shibuya.every((b) => b.name.includes('渋谷'))).toBe(true);
    const tokyo = (await branches('0001', 'とうきょう')).json().data as { code: string }[]; // the master writes トウキヨウ
    expect(tokyo.map((b) => b.code)).toContain('001');
    expect((await branches('0005')).json().data).toHaveLength(50);
  });

  it('answers 404 in Japanese for a bank not in the master and 422 for a code that is not 4 digits', async () => {
    const unknown = await branches('0002');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([ja.banks.bankNotFound]);
    for (const bad of ['001', '00001', 'abcd', '０００１']) {
      const res = await branches(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors, bad).toEqual([ja.banks.bankCodeInvalid]);
    }
  });
});

describe('GET /api/v2/employee/banks', () => {
  it('serves the same search to a signed-in employee and refuses a worker token', async () => {
    expect((await banks('みずほ', 'employee')).map((b) => b.code)).toContain('0001');
    expect((await ctx.call('GET', '/api/v2/employee/banks?q=a', { headers: await asWorker() })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/v2/employee/banks/0001/branches?q=a')).statusCode).toBe(401);
  });
});

describe('findBankBranch', () => {
  it('answers the master names for known codes and null otherwise', async () => {
    expect(await findBankBranch('0009', '254')).toEqual({
      bank: { code: '0009', name: '三井住友', kana: 'ミツイスミトモ' },
      branch: { code: '254', name: '亀戸', kana: 'カメイド' },
    });
    expect(await findBankBranch('0009', '999')).toBeNull();
    expect(await findBankBranch('0002', '001')).toBeNull();
    expect(await findBankBranch('', '')).toBeNull();
  });
});

describe('foldBankSearch', () => {
  it('folds kana, width, small kana and long vowels the same way for the master and the query', () => {
    expect(foldBankSearch('トウキヨウ')).toBe(foldBankSearch('とうきょう'));
    expect(foldBankSearch('ソニ－')).toBe(foldBankSearch('ｿﾆｰ'));
    expect(foldBankSearch('ＵＦＪ')).toBe('ufj');
  });
});

describe('any search text', () => {
  it('answers at most 20 banks and 50 branches, without throwing', async () => {
    const text = fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        expect((await searchBanks(q)).length).toBeLessThanOrEqual(20);
        expect((await searchBranches('0005', q)).length).toBeLessThanOrEqual(50);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });
});
