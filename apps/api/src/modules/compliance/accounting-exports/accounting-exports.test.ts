/**
 * 会計ソフト連携 routes (issue #25 item 1): roles first, the mapping replaced at once with per-field refusals, the
 * period checks in Japanese, and a freee export of a month read back (the columns themselves: the golden files in
 * accounting-export-files.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { parseCsvUpload } from '../../../lib/csv';
import { makeCompanyWithRecords, useTestApp, type AuthHeaders, type CompanyRecords } from '../../../../test/helpers';

const ctx = useTestApp();
const m = ja.accounting;
let a: CompanyRecords;
let viewer: AuthHeaders;
const june = 'from=2026-06-01&to=2026-06-30';

beforeAll(async () => {
  a = await makeCompanyWithRecords(ctx);
  const v = await a.company.addEmployee('viewer');
  viewer = await ctx.signIn(v.email);
  // the fixture's invoice INV-1 (検収 2026-06-30, its group on no 支払通知書) approved; a direct payment paid in June
  await ctx.database.pool.query(`update invoices set status = 'approved' where company_id = $1`, [a.company.id]);
  await ctx.database.pool.query(`update payments set status = 'paid', paid_on = '2026-06-30' where id = $1`, [a.payment.id]);
});

describe('roles', () => {
  it('refuse a viewer with 403 before validating anything', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/employee/accounting_mapping'],
      ['PUT', '/api/v2/employee/accounting_mapping'],
      ['GET', '/api/v2/employee/accounting_exports/preview?format=nope'],
      ['GET', '/api/v2/employee/accounting_exports/download?format=freee_deals&from=x'],
    ] as const) {
      const res = await ctx.call(method, url, { headers: viewer, body: method === 'PUT' ? { rows: 'x' } : undefined });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('the mapping', () => {
  it('lists the defaults and the departments, projects and workers to map', async () => {
    const res = await ctx.call('GET', '/api/v2/employee/accounting_mapping', { headers: a.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rows).toEqual([]);
    expect(data.defaults).toContainEqual({ kind: 'account', key: 'expense', value: '外注費' });
    expect(data.departments.map((d: { code: string }) => d.code)).toContain(String(a.department.id));
    expect(data.projects.map((p: { code: string }) => p.code)).toContain(a.project.code);
    expect(data.workers.map((w: { code: string }) => w.code)).toContain(a.worker.code);
  });

  it('refuses unknown keys, a bad option and a long name per field, and writes nothing', async () => {
    const res = await ctx.call('PUT', '/api/v2/employee/accounting_mapping', {
      headers: a.headers,
      body: {
        rows: [
          { kind: 'account', key: 'expense', value: '業務委託費' },
          { kind: 'account', key: 'salary', value: '給与' },
          { kind: 'option', key: 'department_source', value: 'team' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([m.keyUnknown('account', 'salary'), m.optionInvalid]);
    expect(res.json().fields).toEqual({ 'rows.1.key': [m.keyUnknown('account', 'salary')], 'rows.2.value': [m.optionInvalid] });
    const long = await ctx.call('PUT', '/api/v2/employee/accounting_mapping', { headers: a.headers, body: { rows: [{ kind: 'account', key: 'expense', value: 'あ'.repeat(41) }] } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([m.valueTooLong(40)]);
    const after = await ctx.call('GET', '/api/v2/employee/accounting_mapping', { headers: a.headers });
    expect(after.json().data.rows).toEqual([]);
  });

  it('replaces every row at once (blank values fall back to the default)', async () => {
    const put = (rows: unknown[]) => ctx.call('PUT', '/api/v2/employee/accounting_mapping', { headers: a.headers, body: { rows } });
    expect((await put([{ kind: 'account', key: 'bank', value: '当座預金' }, { kind: 'worker', key: a.worker.code, value: 'スイープ' }])).statusCode).toBe(200);
    const res = await put([
      { kind: 'account', key: 'expense', value: '業務委託費' },
      { kind: 'tax', key: 'qualified_10', value: '課税仕入 10%' },
      { kind: 'department', key: String(a.department.id), value: '営業' },
      { kind: 'account', key: 'payable', value: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual([
      { kind: 'account', key: 'expense', value: '業務委託費' },
      { kind: 'department', key: String(a.department.id), value: '営業' },
      { kind: 'tax', key: 'qualified_10', value: '課税仕入 10%' },
    ]);
  });
});

describe('exports', () => {
  it('refuses a bad format, bad dates, a reversed period and more than a year in Japanese', async () => {
    const cases: [string, string][] = [
      ['format=nope&from=2026-06-01&to=2026-06-30', m.formatInvalid],
      ['format=freee_deals&from=2026-02-30&to=2026-06-30', m.fromInvalid],
      ['format=freee_deals&from=2026-06-01&to=2026/06/30', m.toInvalid],
      ['format=freee_deals&from=2026-06-30&to=2026-06-01', m.fromAfterTo],
      ['format=freee_deals&from=2025-06-01&to=2026-06-01', m.periodTooLong],
    ];
    for (const [query, message] of cases) {
      for (const route of ['preview', 'download']) {
        const res = await ctx.call('GET', `/api/v2/employee/accounting_exports/${route}?${query}`, { headers: a.headers });
        expect(res.statusCode, query).toBe(422);
        expect(res.json().errors, query).toContain(message);
      }
    }
  });

  it('previews the month’s entries and downloads a freee file with the mapped account', async () => {
    const preview = await ctx.call('GET', `/api/v2/employee/accounting_exports/preview?format=freee_deals&${june}`, { headers: a.headers });
    expect(preview.statusCode).toBe(200);
    // the approved 請求書 INV-1 and the paid direct payment
    expect(preview.json().data.counts).toEqual([
      { kind: 'notification', count: 0 },
      { kind: 'invoice', count: 1 },
      { kind: 'settlement', count: 0 },
      { kind: 'direct_payment', count: 1 },
    ]);
    const res = await ctx.call('GET', `/api/v2/employee/accounting_exports/download?format=freee_deals&${june}`, { headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('freee取引_20260601-20260630.csv')}`);
    const parsed = await parseCsvUpload(res.rawPayload);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]!.cells.slice(0, 11)).toEqual(['支出', 'INV-1', '2026/06/30', '2026/07/25', expect.any(String), expect.any(String), '業務委託費', '課対仕入（控80）10%', '110000', '内税', '10000']);
  });

  it('names the document when 弥生 cannot hold a character', async () => {
    await ctx.call('PUT', '/api/v2/employee/accounting_mapping', { headers: a.headers, body: { rows: [{ kind: 'account', key: 'payable', value: '未払金🙂' }] } });
    const res = await ctx.call('GET', `/api/v2/employee/accounting_exports/download?format=yayoi&${june}`, { headers: a.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([m.shiftJis('INV-1', '🙂')]);
  });
});
