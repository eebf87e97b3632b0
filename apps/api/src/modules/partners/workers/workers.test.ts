import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

describe('GET /api/user/workers/custom_display', () => {
  it('lists the company’s workers with department, status name and contract count', async () => {
    const company = await ctx.makeCompany();
    const dept = await company.addDepartment('開発部');
    const w = await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', tradeName: '山田工房', departmentId: dept.id, myNumberStatus: 'submitted' });
    await company.addContract(w.id);
    await company.addContract(w.id, '二つ目の契約');
    await company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', '/api/user/workers/custom_display', { headers: h });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(2);
    expect(body.per_page).toBe(25);
    // ordered by kana: サトウ before ヤマダ
    expect(body.data.map((r: { full_name: string }) => r.full_name)).toEqual(['佐藤 次郎', '山田 太郎']);
    expect(body.data[1]).toMatchObject({
      code: w.code,
      fullname: '山田 太郎／山田工房',
      department_name: '開発部',
      disp_my_number_status_name: '提出済',
      contract_count: 2,
    });
    expect(body.data[0]).toMatchObject({ fullname: '佐藤 次郎', department_name: null, disp_my_number_status_name: '未依頼', contract_count: 0 });
  });

  it('searches name, kana (katakana or hiragana, half-width too), trade name and own department', async () => {
    const company = await ctx.makeCompany();
    await company.addWorker({ fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', tradeName: 'Yamada Design', ownDepartment: 'デザイン室' });
    await company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
    const h = await ctx.signIn(company.owner.email);
    const search = async (q: string) =>
      (await ctx.call('GET', `/api/user/workers/custom_display?search_name=${encodeURIComponent(q)}`, { headers: h })).json().data.map((r: { full_name: string }) => r.full_name);
    expect(await search('やまだ')).toEqual(['山田 太郎']);
    expect(await search('ﾔﾏﾀﾞ')).toEqual(['山田 太郎']);
    expect(await search('山田')).toEqual(['山田 太郎']);
    expect(await search('yamada design')).toEqual(['山田 太郎']);
    expect(await search('デザイン室')).toEqual(['山田 太郎']);
    expect(await search('%')).toEqual([]);
    expect(await search('じろう')).toEqual(['佐藤 次郎']);
  });

  it('pages on the server', async () => {
    const company = await ctx.makeCompany();
    for (let i = 0; i < 7; i++) await company.addWorker({ fullName: `ワーカー${i}`, fullNameKana: `ワーカー${i}` });
    const h = await ctx.signIn(company.owner.email);
    const body = (await ctx.call('GET', '/api/user/workers/custom_display?per_page=3&page=3', { headers: h })).json();
    expect(body.total_count).toBe(7);
    expect(body.per_page).toBe(3);
    expect(body.data.map((r: { full_name: string }) => r.full_name)).toEqual(['ワーカー6']);
  });

  it('never shows another company’s workers', async () => {
    const a = await ctx.makeCompany();
    const b = await ctx.makeCompany();
    await b.addWorker({ fullName: '他社 ワーカー', fullNameKana: 'タシャ' });
    const h = await ctx.signIn(a.owner.email);
    const body = (await ctx.call('GET', '/api/user/workers/custom_display?search_name=他社', { headers: h })).json();
    expect(body).toEqual({ data: [], per_page: 25, total_count: 0 });
  });

  it('refuses a search word over 100 characters in Japanese', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('GET', `/api/user/workers/custom_display?search_name=${encodeURIComponent('あ'.repeat(101))}`, { headers: h });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['検索語は100文字以内で入力してください。']);
  });

  it('requires sign-in', async () => {
    expect((await ctx.call('GET', '/api/user/workers/custom_display')).statusCode).toBe(401);
  });
});
