import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { BOOKKEEPING_TABLES, databaseFingerprint, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { portalProfileBody, uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const { invite, accept } = workerPortalFixtures(ctx);
const t = ja.portalProfile;
const owned = ja.workerOwnership.fieldManagedByWorker;

/** A valid corporation's 法人番号 (check digit 7) and its インボイス登録番号. */
const CORPORATE_NUMBER = '7123456789012';

const profile = portalProfileBody;

const put = (h: AuthHeaders, body: Record<string, unknown>) => ctx.call('PUT', '/api/v2/worker/profile', { headers: h, body: { profile: body } });
const get = (h: AuthHeaders) => ctx.call('GET', '/api/v2/worker/profile', { headers: h });

/** Requests of the portal touch the device's last use: that is bookkeeping, not data. */
const fingerprint = () => databaseFingerprint(ctx, [...BOOKKEEPING_TABLES, 'worker_account_devices']);

describe('GET and PUT /api/v2/worker/profile', () => {
  it('saves the profile and the family in one go and reads them back', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    const h = await accept(inv.token);

    const first = await get(h);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ email: inv.email, full_name: '新井 結衣', entity_type: 'individual', invoice_status: null, family_members: [] });

    const saved = await put(h, profile());
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      full_name: '新井 結衣',
      trade_name: 'アライデザイン',
      birthday: '1990-04-01',
      postal_code: '150-0001',
      prefecture_id: 13,
      occupation: 'designer',
      gender: 'female',
      invoice_status: 'registered',
      invoice_registration_number: 'T1234567890123',
      corporate_number: null,
      family_members: [{ name: '新井 太郎', name_kana: 'アライ タロウ', relationship: 'husband', birthday: '1988-10-10', is_dependent: false }],
    };
    expect(saved.json().data).toMatchObject(expected);
    expect((await get(h)).json().data).toEqual(saved.json().data);

    // the family is replaced as a whole; a corporation answers with its 法人番号
    const corp = await put(h, profile({
      entity_type: 'corporation',
      corporate_number: CORPORATE_NUMBER,
      invoice_registration_number: `T${CORPORATE_NUMBER}`,
      family_members: [
        { name: '新井 花', relationship: 'child', is_dependent: true },
        { name: '新井 和子', name_kana: 'アライ カズコ', relationship: 'mother' },
      ],
    }));
    expect(corp.statusCode, corp.body).toBe(200);
    expect((await get(h)).json().data).toMatchObject({
      entity_type: 'corporation',
      corporate_number: CORPORATE_NUMBER,
      family_members: [
        { name: '新井 花', name_kana: '', relationship: 'child', birthday: null, is_dependent: true },
        { name: '新井 和子', relationship: 'mother', is_dependent: false },
      ],
    });
  });

  it('refuses a bad インボイス登録番号, 法人番号, postal code, prefecture and too many family rows in Japanese, writing nothing', async () => {
    const company = await ctx.makeCompany();
    const h = await accept((await invite(company)).token);
    expect((await put(h, profile())).statusCode).toBe(200);
    const member = { name: '新井 子', relationship: 'child' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoice_registration_number: '1234567890123' }, 'invoice_registration_number', t.invoiceNumberFormat],
      [{ entity_type: 'corporation', corporate_number: '8123456789012', invoice_registration_number: 'T8123456789012' }, 'corporate_number', t.corporateNumberInvalid],
      [{ entity_type: 'corporation', corporate_number: CORPORATE_NUMBER, invoice_registration_number: 'T8123456789012' }, 'invoice_registration_number', t.invoiceNumberCheckDigit],
      [{ postal_code: '150-00011' }, 'postal_code', t.postalCodeInvalid],
      [{ prefecture_id: 0 }, 'prefecture_id', t.prefectureInvalid],
      [{ prefecture_id: 48 }, 'prefecture_id', t.prefectureInvalid],
      [{ family_members: Array.from({ length: 11 }, () => member) }, 'family_members', t.familyTooMany(10)],
    ];
    const before = await fingerprint();
    for (const [over, field, message] of cases) {
      const res = await put(h, profile(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().fields[`profile.${field}`], JSON.stringify(over)).toEqual([message]);
      expect(res.json().errors).toContain(message);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('one truth: a worker linked to two companies saves once and both companies see the new values', async () => {
    const first = await ctx.makeCompany('一社目株式会社');
    const second = await ctx.makeCompany('二社目株式会社');
    const email = uniqueWorkerEmail();
    const a = await invite(first, email);
    await accept(a.token);
    const b = await invite(second, email);
    const h = await accept(b.token);

    const saved = await put(h, profile({ full_name: '新井 結衣子', full_namekana: 'アライ ユイコ', trade_name: 'ユイコ工房', occupation: 'writer' }));
    expect(saved.statusCode, saved.body).toBe(200);

    for (const { workerCode, owner } of [a, b]) {
      const detail = (await ctx.call('GET', `/api/workers/${workerCode}`, { headers: owner })).json().data.worker;
      expect(detail).toMatchObject({
        full_name: '新井 結衣子',
        full_namekana: 'アライ ユイコ',
        fullname: '新井 結衣子／ユイコ工房',
        occupation: 'writer',
        account_linked: true,
        invoice_registration_number: 'T1234567890123',
      });
      const personal = (await ctx.call('GET', `/api/workers/${workerCode}/personal`, { headers: owner })).json().data;
      expect(personal.detail).toEqual({ code: workerCode, full_name: '新井 結衣子', trade_name: 'ユイコ工房' });
      expect(personal.personal).toMatchObject({
        postal_code: '150-0001',
        prefecture_name: '東京都',
        address: '渋谷区神宮前1-2-3',
        entity_type: 'individual',
        corporate_number: null,
        occupation: 'writer',
        invoice_status: 'registered',
        invoice_registration_number: 'T1234567890123',
        family_members: [{ name: '新井 太郎', relationship: 'husband' }],
      });
      // the company's search finds the new name
      const list = (await ctx.call('GET', `/api/user/workers/custom_display?search_name=${encodeURIComponent('ユイコ')}`, { headers: owner })).json();
      expect(list.data.map((w: { code: string }) => w.code)).toEqual([workerCode]);
    }
  });

  it("never shows or changes another account's profile", async () => {
    const company = await ctx.makeCompany();
    const mine = await accept((await invite(company)).token);
    const names = { full_name: '別府 蓮', full_namekana: 'ベップ レン' };
    const theirs = await accept((await invite(company, uniqueWorkerEmail(), names)).token, names);
    expect((await put(mine, profile())).statusCode).toBe(200);
    const other = (await get(theirs)).json().data;
    expect(other).toMatchObject({ full_name: '別府 蓮', address: null, invoice_registration_number: null, family_members: [] });
    expect(JSON.stringify(other)).not.toContain('神宮前');

    expect((await put(theirs, profile({ full_name: '別府 蓮', full_namekana: 'ベップ レン', address: '大阪市北区' }))).statusCode).toBe(200);
    expect((await get(mine)).json().data).toMatchObject({ full_name: '新井 結衣', address: '渋谷区神宮前1-2-3' });
  });

  it('answers 401 to an employee token and without a token', async () => {
    const company = await ctx.makeCompany();
    const employee = await ctx.signIn(company.owner.email);
    for (const headers of [employee, {}]) {
      expect((await ctx.call('GET', '/api/v2/worker/profile', { headers })).statusCode).toBe(401);
      expect((await ctx.call('PUT', '/api/v2/worker/profile', { headers, body: { profile: profile() } })).statusCode).toBe(401);
    }
  });
});

describe('who owns which field: the company side of a registered worker', () => {
  it('refuses a change of 氏名, フリガナ, 屋号, 職種 or e-mail with a Japanese 409, and still saves the company’s own fields', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    await accept(inv.token);
    const url = `/api/v2/employee/businessors/${inv.workerCode}`;
    const current = (await ctx.call('GET', `/api/workers/${inv.workerCode}`, { headers: inv.owner })).json().data.worker;
    const unchanged = {
      full_name: current.full_name,
      full_namekana: current.full_namekana,
      trade_name: current.trade_name,
      occupation: current.occupation,
      email: current.email,
    };
    const before = await fingerprint();
    for (const [field, value] of [
      ['full_name', '改名 太郎'],
      ['full_namekana', 'カイメイ'],
      ['trade_name', '会社が付けた屋号'],
      ['occupation', 'engineer'],
      ['email', 'changed@example.com'],
    ] as const) {
      const res = await ctx.call('PUT', url, { headers: inv.owner, body: { businessor: { ...unchanged, own_department: '制作部', [field]: value } } });
      expect(res.statusCode, field).toBe(409);
      expect(res.json()).toMatchObject({ errors: [owned], fields: { [`businessor.${field}`]: [owned] } });
    }
    expect(await fingerprint()).toEqual(before);

    const ok = await ctx.call('PUT', url, { headers: inv.owner, body: { businessor: { ...unchanged, own_department: '制作部', business_field: 'LP制作' } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ full_name: '新井 結衣', own_department: '制作部', worker_business_field: 'LP制作', account_linked: true });

    // a worker without an account is still the company's to rename
    const temporary = await company.addWorker({ fullName: '仮 登録' });
    const renamed = await ctx.call('PUT', `/api/v2/employee/businessors/${temporary.code}`, { headers: inv.owner, body: { businessor: { full_name: '本 登録' } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ full_name: '本 登録', account_linked: false });
  });

  it('refuses the same change through the workers.csv import, naming the line', async () => {
    const company = await ctx.makeCompany();
    const inv = await invite(company);
    await accept(inv.token);
    const exported = (await ctx.call('GET', '/api/v2/employee/businessors/exports', { headers: inv.owner })).body.replace(/^\uFEFF/, '');
    const edited = exported.replace('新井 結衣', '新井 改名');
    const boundary = '----vitest-profile';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/employee/businessors/import_csv',
      headers: { ...inv.owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="workers.csv"\r\nContent-Type: text/csv\r\n\r\n${edited}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([`2行目（${ja.workerFields.fullName}）: ${owned}`]);
    // the unchanged export imports fine
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/employee/businessors/import_csv',
      headers: { ...inv.owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="workers.csv"\r\nContent-Type: text/csv\r\n\r\n${exported}\r\n--${boundary}--\r\n`,
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('names nobody can read (L9)', () => {
  it('the portal refuses a name of zero-width spaces and one with stacked combining marks; nothing is saved', async () => {
    const company = await ctx.makeCompany();
    const h = await accept((await invite(company)).token);
    for (const [full_name, message] of [
      ['\u200B\u200B', ja.validation.invisibleOnly],
      [`田${'\u0301'.repeat(20)}中`, ja.validation.combiningMarks],
    ] as const) {
      const res = await put(h, profile({ full_name }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields['profile.full_name']).toEqual([message]);
    }
    expect((await get(h)).json().data.full_name).toBe('新井 結衣');
  });
});
