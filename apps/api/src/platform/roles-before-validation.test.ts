/**
 * L4 (issue #19): the role is checked before the body is parsed or validated. A viewer who sends an invalid body to a
 * route it may not use gets 403, never a 422 that describes the schema. Swept over every write of the OpenAPI document,
 * so a new route cannot be forgotten.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../test/helpers';

const ctx = useTestApp();

/** Writes a viewer may make (its own session, password, profile and bell); every other write refuses the viewer. */
const VIEWER_WRITES = new Set<string>([
  'DELETE /api/auth/sign_out',
  'DELETE /api/auth/sessions',
  'PUT /api/profile',
  'POST /api/v2/employee/notifications/{id}/read_notification',
  // a read with a list of ids in the body
  'POST /api/v2/employee/payments/csv_exports',
  // the viewer's own worker-list columns (issue #24: per person; only the company default is for admins)
  'POST /api/user/worker_list_custom_display_fields/bulk_create',
  'DELETE /api/user/worker_list_custom_display_fields',
]);

/**
 * The マイナンバー staff routes: every role may reach them; the 事務取扱担当者 flag is checked after the body is parsed
 * (so the refusal is logged against the worker the body names) and before it is validated: a caller who is not staff
 * gets 403 for any well-formed body (tested below); malformed JSON is a 400 of the parser that describes nothing.
 */
const STAFF_CHECKED_IN_SERVICE = new Set([
  'POST /api/v2/employee/my_numbers',
  'POST /api/v2/employee/my_numbers/step_ups',
  'PUT /api/v2/employee/my_numbers/{code}',
  'DELETE /api/v2/employee/my_numbers/{code}',
  'POST /api/v2/employee/my_numbers/imports',
]);

/** Routes without a session (sign-in, reset, link tokens, uploads) and the worker portal's (worker tokens only). */
const notEmployeeRoute = (key: string) =>
  /^(POST|PUT|DELETE) \/api\/(auth\/sign_in|auth\/password|user\/(user|email_change)\/|worker_auth\/|worker_invitations\/|storage\/|my_numbers\/)/.test(key) || key.includes(' /api/v2/worker/');

let viewer: AuthHeaders;
let writes: { key: string; url: string; method: string }[];

beforeAll(async () => {
  const company = await ctx.makeCompany();
  viewer = await ctx.signIn((await company.addEmployee('viewer')).email);
  const doc = (await ctx.call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => m !== 'get' && m !== 'head')
      .map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), url: path.replace(/\{\w+\}/g, 'x') })),
  );
});

describe('a viewer with an invalid body', () => {
  it('PUT /api/v2/employee/payments/{id} with {} answers 403, not 422 with the schema', async () => {
    const res = await ctx.call('PUT', '/api/v2/employee/payments/2', { headers: viewer, body: {} });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(res.json().fields).toBeUndefined();
  });

  it('every write the viewer may not make answers 403, whatever the body (malformed JSON, wrong shape)', async () => {
    const employeeWrites = writes.filter((w) => !notEmployeeRoute(w.key));
    expect(employeeWrites.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const w of employeeWrites) {
      if (VIEWER_WRITES.has(w.key) || STAFF_CHECKED_IN_SERVICE.has(w.key)) continue;
      for (const payload of ['[1, 2]', '{"broken": ']) {
        const res = await ctx.app.inject({ method: w.method as 'POST', url: w.url, headers: { ...viewer, 'content-type': 'application/json' }, payload });
        if (res.statusCode !== 403 || res.json().errors?.[0] !== ja.auth.forbidden) wrong.push(`${w.key} ${payload} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a caller who is not マイナンバー staff gets 403 on every staff route, whatever the (well-formed) input', async () => {
    const wrong: string[] = [];
    for (const key of STAFF_CHECKED_IN_SERVICE) {
      if (key.endsWith('/imports')) continue; // multipart only: the staff check runs before the upload is read
      const w = writes.find((x) => x.key === key)!;
      const res = await ctx.app.inject({ method: w.method as 'POST', url: w.url, headers: { ...viewer, 'content-type': 'application/json' }, payload: '[1, 2]' });
      if (res.statusCode !== 403 || res.json().errors?.[0] !== ja.myNumber.notDesignated) wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    // a reveal without its purpose, of a malformed code
    const reveal = await ctx.call('GET', '/api/v2/employee/my_numbers/x/values', { headers: viewer });
    if (reveal.statusCode !== 403) wrong.push(`GET …/values → ${reveal.statusCode} ${reveal.body.slice(0, 120)}`);
    expect(wrong).toEqual([]);
  });

  it('the exceptions above are routes of the OpenAPI document', async () => {
    for (const key of [...VIEWER_WRITES, ...STAFF_CHECKED_IN_SERVICE]) {
      const w = writes.find((x) => x.key === key);
      expect(w, `${key} is not in the OpenAPI document`).toBeDefined();
    }
  });
});
