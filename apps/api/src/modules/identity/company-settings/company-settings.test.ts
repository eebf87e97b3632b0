import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';

const ctx = useTestApp();

const full = {
  name: '株式会社基本情報',
  postal_code: '1000001',
  address: '東京都千代田区千代田1-1',
  representative_name: '代表 太郎',
  phone: '03-1234-5678',
  corporate_number: '7123456789012',
  invoice_registration_number: 'T7123456789012',
};

describe('GET/PUT /api/companies/basic_information', () => {
  it('reads and replaces the company’s basic information', async () => {
    const company = await ctx.makeCompany('株式会社もと');
    const h = await ctx.signIn(company.owner.email);
    const before = await ctx.call('GET', '/api/companies/basic_information', { headers: h });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.company).toMatchObject({ id: company.id, name: '株式会社もと', invoice_registration_number: null });
    const res = await ctx.call('PUT', '/api/companies/basic_information', { headers: h, body: { company: full } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company).toMatchObject({ ...full, postal_code: '100-0001' });
    const cleared = await ctx.call('PUT', '/api/companies/basic_information', {
      headers: h,
      body: { company: { name: '株式会社基本情報', invoice_registration_number: '', address: null } },
    });
    expect(cleared.json().data.company).toMatchObject({ invoice_registration_number: null, address: null, phone: null });
    // the profile shows the new company name
    expect((await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile.company_name).toBe('株式会社基本情報');
  });

  it('validates the invoice number with its check digit, and the other fields', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', '/api/companies/basic_information', {
      headers: h,
      body: {
        company: { ...full, name: '', postal_code: '12-34', phone: 'abc', corporate_number: '8123456789012', invoice_registration_number: 'T8123456789012' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      'company.name': [ja.validation.required],
      'company.postal_code': [ja.basicInfo.invalidPostalCode],
      'company.phone': [ja.basicInfo.invalidPhone],
      'company.corporate_number': [ja.basicInfo.invalidCorporateNumber],
      'company.invoice_registration_number': [ja.basicInfo.invalidInvoiceNumber],
    });
    const noT = await ctx.call('PUT', '/api/companies/basic_information', {
      headers: h,
      body: { company: { ...full, invoice_registration_number: '7123456789012' } },
    });
    expect(noT.json().errors).toEqual([ja.basicInfo.invalidInvoiceNumber]);
  });

  it('general reads only; viewer is refused', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const viewer = await company.addEmployee('viewer');
    const hg = await ctx.signIn(general.email);
    expect((await ctx.call('GET', '/api/companies/basic_information', { headers: hg })).statusCode).toBe(200);
    const write = await ctx.call('PUT', '/api/companies/basic_information', { headers: hg, body: { company: full } });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual([ja.auth.forbidden]);
    expect((await ctx.call('GET', '/api/companies/basic_information', { headers: await ctx.signIn(viewer.email) })).statusCode).toBe(403);
  });

  it('only ever touches the signed-in company', async () => {
    const a = await ctx.makeCompany('株式会社A');
    const b = await ctx.makeCompany('株式会社B');
    await ctx.call('PUT', '/api/companies/basic_information', { headers: await ctx.signIn(a.owner.email), body: { company: full } });
    const res = await ctx.call('GET', '/api/companies/basic_information', { headers: await ctx.signIn(b.owner.email) });
    expect(res.json().data.company).toMatchObject({ id: b.id, name: '株式会社B', address: null });
  });
});
