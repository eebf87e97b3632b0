import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { startDatabase } from './database';
import pino from 'pino';
import { LocalFileStorage } from '../lib/storage/local-storage';
import { JobQueue } from '../modules/platform/jobs/jobs';

describe('startDatabase on DATABASE_URL', () => {
  it('with DATABASE_MIGRATION_URL, migrates as the owner and serves requests as a role that may only read and write rows', async () => {
    const owned = await createTestDatabase();
    const role = `req_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'request-role-pw'`);
    const requestUrl = new URL(owned.url);
    requestUrl.username = role;
    requestUrl.password = 'request-role-pw';
    try {
      const database = await startDatabase({
        databaseUrl: requestUrl.toString(),
        migrationUrl: owned.url,
        dataDir: '/nonexistent',
        log: () => {},
      });
      try {
        expect(database.role).toEqual({ name: role, superuser: false, createrole: false, bypassrls: false });
        await database.pool.query(`insert into companies (code, name) values ('req-role', '要求ロール株式会社')`);
        const { rows } = await database.pool.query(`select name from companies where code = 'req-role'`);
        expect(rows).toEqual([{ name: '要求ロール株式会社' }]);
        await expect(database.pool.query('create table intruder (id int)')).rejects.toThrow(/permission denied/);
        // the job queue (pg-boss, installed by the owner) works on the request role: a job is sent, taken and run
        const jobs = new JobQueue({ db: database.db, storage: new LocalFileStorage({ root: '/nonexistent', secret: 'x'.repeat(32), publicUrl: 'http://localhost' }), log: pino({ level: 'silent' }) });
        jobs.define<Record<string, never>>({ kind: 'test.count', run: (job) => job.item(0, async () => {}) });
        const [company] = (await database.pool.query<{ id: number }>(`select id from companies where code = 'req-role'`)).rows;
        const started = await jobs.start({ companyId: company!.id, kind: 'test.count', params: {}, total: 1, createdById: null });
        expect(await jobs.runDue()).toBe(1);
        await jobs.stop();
        const { rows: runs } = await database.pool.query(`select status, done from job_runs where code = $1`, [started.code]);
        expect(runs).toEqual([{ status: 'succeeded', done: 1 }]);
      } finally {
        await database.shutdown();
      }
    } finally {
      await owned.drop();
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
