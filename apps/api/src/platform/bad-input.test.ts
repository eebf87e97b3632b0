/**
 * Issue #8 item 4: bad input answers 4xx in Japanese, never 500, writes nothing, and the log never carries SQL or
 * its parameters.
 */
import { writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { connect } from '../db/client';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../test/helpers';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});
const ctx = useTestApp({ env: { logLevel: 'info', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' }, logStream });

const SECRET = 'secret-param-4711';

beforeAll(async () => {
  // the request role may not create tables: the table of the unique case is made by the owner
  const owner = connect(ctx.database.url, 1);
  await owner.pool.query('create table if not exists t_unique (v text unique)').finally(() => owner.close());
  // Test-only routes that reach PostgreSQL with a value it refuses, as a module's query would.
  ctx.app.post('/api/test/db/nul', async () => ctx.database.db.execute(sql`select ${`a\u0000${SECRET}`}::text`));
  ctx.app.post('/api/test/db/unique', async () => {
    await ctx.database.db.execute(sql`insert into t_unique values (${SECRET}) on conflict do nothing`);
    return ctx.database.db.execute(sql`insert into t_unique values (${SECRET})`);
  });
  ctx.app.post('/api/test/db/integer', async () => ctx.database.db.execute(sql`select ${SECRET}::integer`));
  ctx.app.post('/api/test/db/date', async () => ctx.database.db.execute(sql`select ${'2026-02-30'}::date, ${SECRET}::text`));
  ctx.app.post('/api/test/db/range', async () => ctx.database.db.execute(sql`select ${'99999999999'}::integer, ${SECRET}::text`));
  // a file write on a full disk: the kernel's own ENOSPC (/dev/full), as a store of an upload would meet it
  ctx.app.post('/api/test/disk/full', async () => {
    await writeFile('/dev/full', 'x'.repeat(64 * 1024));
    return { stored: true };
  });
  ctx.app.post('/api/test/db/broken', async () => {
    const result = await ctx.database.db.execute(sql`select * from no_such_table where v = ${SECRET}`);
    return result.rows;
  });
});

let company: TestCompany;
let h: AuthHeaders;
beforeAll(async () => {
  company = await ctx.makeCompany();
  h = await ctx.signIn(company.owner.email);
});
beforeEach(() => {
  logLines.length = 0;
});

async function count(table: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]!.n);
}

function expectJapanese400(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errors: [message], code: 'BAD_REQUEST' });
}

describe('a NUL byte', () => {
  it('in a JSON field answers 400 in Japanese and writes nothing', async () => {
    const before = await count('departments');
    const res = await ctx.call('POST', '/api/companies/department', { headers: h, body: { department: { name: 'a\u0000b' } } });
    expectJapanese400(res, ja.api.nulCharacter);
    const profile = await ctx.call('PUT', '/api/profile', { headers: h, body: { profile: { name: '\u0000' } } });
    expectJapanese400(profile, ja.api.nulCharacter);
    const key = await ctx.call('PUT', '/api/profile', { headers: h, body: { profile: { name: 'x', 'a\u0000': 1 } } });
    expectJapanese400(key, ja.api.nulCharacter);
    expect(await count('departments')).toBe(before);
  });

  it('in a query or a path answers 400 in Japanese', async () => {
    expectJapanese400(await ctx.call('GET', '/api/companies/employees?search=a%00b', { headers: h }), ja.api.nulCharacter);
    expectJapanese400(await ctx.call('GET', '/api/workers/a%00b', { headers: h }), ja.api.nulCharacter);
    expectJapanese400(await ctx.call('GET', '/api/v2/employee/agents/%00', { headers: h }), ja.api.nulCharacter);
  });

  it('is answered 401 first when the caller is not signed in', async () => {
    const res = await ctx.call('POST', '/api/companies/department', { body: { department: { name: 'a\u0000b' } } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a URL the router cannot read', () => {
  it('answers in the Japanese envelope', async () => {
    const bad = await ctx.call('GET', '/api/workers/%ff%fe', { headers: h });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [ja.api.badUrl], code: 'BAD_REQUEST' });
    const long = await ctx.call('GET', `/api/workers/${'x'.repeat(5000)}`, { headers: h });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ errors: [ja.api.urlTooLong], code: 'URI_TOO_LONG' });
  });
});

describe('a malformed multipart upload', () => {
  const url = '/api/v2/employee/contracts/import_csv';
  const send = (payload: string, contentType: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...h, 'content-type': contentType }, payload });
  const part = '--XX\r\nContent-Disposition: form-data; name="csv_file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n';

  it('answers 400 in Japanese (no boundary, truncated, garbage) and writes nothing', async () => {
    const before = await count('contracts');
    for (const [payload, type] of [
      ['xxx', 'multipart/form-data'],
      [`${part}契約コード`, 'multipart/form-data; boundary=XX'],
      ['garbage garbage', 'multipart/form-data; boundary=XX'],
      [`${part}a\r\n--XX--\r\n`, `multipart/form-data; boundary=${'B'.repeat(300)}`],
    ] as const) {
      const res = await send(payload, type);
      expect(res.statusCode, `${type} ${payload}`).toBe(400);
      expect(res.json()).toEqual({ errors: [ja.api.malformedMultipart], code: 'BAD_REQUEST' });
    }
    expect(await count('contracts')).toBe(before);
  });

  it('answers 401 without a token before reading the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'xxx' });
    expect(res.statusCode).toBe(401);
  });
});

describe('two simultaneous invitations of the same address', () => {
  it('answer one 200 and otherwise a Japanese 4xx, with one invitation written', async () => {
    const body = { employee: { email: 'same-time@example.com', name: '同時 招待', role: 'general' } };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ctx.call('POST', '/api/companies/employee_invitation', { headers: h, body })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect([409, 422]).toContain(res.statusCode);
      expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    const { rows } = await ctx.database.pool.query(`select 1 from employee_invites where email = 'same-time@example.com'`);
    expect(rows).toHaveLength(1);
    expect(logLines.join('')).not.toContain('same-time@example.com');
  });
});

describe('what PostgreSQL refuses', () => {
  it('is mapped to a Japanese 4xx by SQLSTATE, and the log carries neither SQL nor parameters', async () => {
    const cases: [string, number, string][] = [
      ['nul', 400, ja.api.nulCharacter],
      ['unique', 409, ja.api.duplicate],
      ['integer', 422, ja.api.invalidValue],
      ['date', 422, ja.api.invalidDate],
      ['range', 422, ja.api.outOfRange],
    ];
    for (const [name, status, message] of cases) {
      const res = await ctx.call('POST', `/api/test/db/${name}`, { headers: h });
      expect(res.statusCode, name).toBe(status);
      expect(res.json().errors, name).toEqual([message]);
      expect(res.body).not.toContain(SECRET);
    }
    expect(logLines.join('')).not.toContain(SECRET);
  });

  it('answers 500 for a broken query and logs the SQLSTATE and where, not the SQL or its parameters', async () => {
    const res = await ctx.call('POST', '/api/test/db/broken', { headers: h });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: [ja.api.internal], code: 'INTERNAL_ERROR' });
    const log = logLines.join('');
    expect(log).toContain('42P01');
    expect(log).toContain('bad-input.test.ts'); // the stack frames stay
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('no_such_table where');
    expect(log).not.toContain('params');
  });
});

describe('a full disk', () => {
  it('answers 507 in Japanese, and the next requests (and the database) are served as before (issue #19 N5)', async () => {
    const res = await ctx.call('POST', '/api/test/disk/full', { headers: h });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ errors: [ja.storage.noSpace], code: 'INSUFFICIENT_STORAGE' });
    expect(logLines.join('')).toContain('file storage is full');
    const after = await ctx.call('GET', '/api/profile', { headers: h });
    expect(after.statusCode).toBe(200);
  });
});
