/**
 * Row-level security (migration 0016): a query that forgets its company_id condition returns nothing of another
 * company, inside a signed-in employee's request and wherever work runs in a company scope.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { workers } from './schema/workers';
import { withCompanyScope } from './tenant-scope';

const ctx = useTestApp();

describe('row-level security', () => {
  let a: Awaited<ReturnType<typeof ctx.makeCompany>>;
  let b: Awaited<ReturnType<typeof ctx.makeCompany>>;
  beforeAll(async () => {
    a = await ctx.makeCompany();
    b = await ctx.makeCompany();
    await a.addWorker({ fullName: '甲 一郎' });
    await b.addWorker({ fullName: '乙 二郎' });
    await b.addWorker({ fullName: '乙 三郎' });
    // A route that "forgot" its company condition, as a bug would: it reads every worker row.
    ctx.app.get('/api/test/unscoped-workers', { preHandler: ctx.app.requireAuth }, async () => {
      const rows = await ctx.database.db.select({ companyId: workers.companyId }).from(workers);
      return { companies: [...new Set(rows.map((r) => r.companyId))] };
    });
  });

  it('every table with a company_id (and companies) has forced row-level security and the tenant policy', async () => {
    const { rows } = await ctx.database.pool.query<{ table: string; enabled: boolean; forced: boolean; policy: string | null }>(
      `SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced, p.policyname AS policy
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         LEFT JOIN pg_policies p ON p.schemaname = 'public' AND p.tablename = c.relname AND p.policyname = 'tenant_isolation'
        WHERE c.relkind = 'r'
          AND (c.relname = 'companies' OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
        ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(31);
    expect(rows.filter((r) => !r.enabled || !r.forced || r.policy === null).map((r) => r.table)).toEqual([]);
  });

  it('requests run as a role the policies apply to, even on a superuser connection', async () => {
    const { rows } = await ctx.database.pool.query<{ superuser: boolean; bypass: boolean }>(
      'SELECT rolsuper AS superuser, rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows[0]).toEqual({ superuser: false, bypass: false });
  });

  it("a signed-in employee's request sees only its company's rows, whatever the query forgot", async () => {
    const res = await ctx.call('GET', '/api/test/unscoped-workers', { headers: await ctx.signIn(a.owner.email) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ companies: [a.id] });
    const resB = await ctx.call('GET', '/api/test/unscoped-workers', { headers: await ctx.signIn(b.owner.email) });
    expect(resB.json()).toEqual({ companies: [b.id] });
  });

  it('in a company scope: reads, counts, updates and deletes reach that company only; writing another company’s row is refused', async () => {
    const db = ctx.database.db;
    await withCompanyScope(a.id, async () => {
      const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workers`);
      expect(count.rows[0]!.n).toBe(1);
      const updated = await db.execute(sql`UPDATE workers SET trade_name = 'x' WHERE company_id = ${b.id}`);
      expect(updated.rowCount).toBe(0);
      const deleted = await db.execute(sql`DELETE FROM workers WHERE company_id = ${b.id}`);
      expect(deleted.rowCount).toBe(0);
      const companies = await db.execute<{ id: number }>(sql`SELECT id FROM companies`);
      expect(companies.rows.map((r) => r.id)).toEqual([a.id]);
      // a transaction takes its connection in the scope too
      await db.transaction(async (tx) => {
        const inTx = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workers`);
        expect(inTx.rows[0]!.n).toBe(1);
      });
      await expect(
        db.execute(sql`UPDATE workers SET company_id = ${b.id} WHERE company_id = ${a.id}`),
      ).rejects.toMatchObject({ cause: { code: '42501', message: expect.stringMatching(/row-level security/) } });
    });
    // B's workers are untouched, and outside a scope (jobs, fixtures) every row is there
    const all = await db.execute<{ company_id: number; trade_name: string | null }>(
      sql`SELECT company_id, trade_name FROM workers WHERE company_id IN (${a.id}, ${b.id}) ORDER BY company_id`,
    );
    expect(all.rows.map((r) => r.company_id)).toEqual([a.id, b.id, b.id]);
    expect(all.rows.filter((r) => r.company_id === b.id).every((r) => r.trade_name !== 'x')).toBe(true);
  });

  it('a connection that served one company serves the next caller in its own scope (the setting follows the caller)', async () => {
    const db = ctx.database.db;
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const company = i % 3 === 0 ? null : i % 3 === 1 ? a.id : b.id;
        const read = async () => db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workers WHERE company_id IN (${a.id}, ${b.id})`);
        return (company === null ? read() : withCompanyScope(company, read)).then((r) => [company, r.rows[0]!.n] as const);
      }),
    );
    for (const [company, n] of counts) expect(n).toBe(company === null ? 3 : company === a.id ? 1 : 2);
  });
});
