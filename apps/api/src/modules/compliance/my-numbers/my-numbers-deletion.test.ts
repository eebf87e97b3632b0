/**
 * マイナンバー retention and deletion (issue #12 §8): deleting a worker takes its number and images along and leaves a
 * deletion record; numbers past their purpose's end are deleted by the job; the database refuses any other way of
 * deleting a worker that still has a record.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { myNumberOperationLogs, myNumbers, myNumberTokens } from '../../../db/schema/my-numbers';
import { workers } from '../../../db/schema/workers';
import { LocalFileStorage } from '../../../lib/storage';
import { todayInJapan } from '@app/shared/format';
import { runMyNumberRetention } from '../../../jobs/my-number-retention';
import { useTestApp } from '../../../../test/helpers';
import { myNumberRowOf, myNumberTokenFromMail, requestMyNumber, submitByLink } from '../../../../test/my-number-helpers';

const storage = new LocalFileStorage({ root: await mkdtemp(path.join(os.tmpdir(), 'my-number-deletion-')), secret: 'd'.repeat(44), publicUrl: 'http://localhost:3000' });
const ctx = useTestApp({ storage });

const logsOf = (companyId: number) =>
  ctx.database.db.select().from(myNumberOperationLogs).where(eq(myNumberOperationLogs.companyId, companyId)).orderBy(myNumberOperationLogs.id);

async function workerStatus(id: number) {
  const [w] = await ctx.database.db.select({ status: workers.myNumberStatus }).from(workers).where(eq(workers.id, id));
  return w?.status;
}

describe('deleting a worker', () => {
  it('a cancelled invitation deletes the worker’s number and both images, and leaves a deletion record', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const email = `invited-${Date.now()}@example.com`;
    const invited = await ctx.call('POST', '/api/workers/invitation', {
      headers: h,
      body: { worker: { full_name: '招待 次郎', full_namekana: 'ショウタイ ジロウ', email, contract_title: '業務委託契約', start_date: '2026-05-01' } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { invite_id, worker } = invited.json().data;
    await requestMyNumber(ctx, h, worker.code);
    const number = await submitByLink(ctx, await myNumberTokenFromMail(ctx, email));
    const row = await myNumberRowOf(ctx, worker.id);
    const keys = [row!.numberConfirmationFileKey!, row!.identificationFileKey!];
    for (const key of keys) expect(await storage.head(key)).not.toBeNull();

    // the database alone refuses to drop the worker while its record exists (no silent cascade past the images)
    await expect(ctx.database.pool.query('delete from workers where id = $1', [worker.id])).rejects.toThrow(/foreign key/);

    const res = await ctx.call('PATCH', `/api/v2/employee/worker_invites/${invite_id}/canceled`, { headers: h });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.database.db.select().from(workers).where(eq(workers.id, worker.id))).toEqual([]);
    expect(await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, worker.id))).toEqual([]);
    for (const key of keys) expect(await storage.head(key)).toBeNull();

    const logs = await logsOf(company.id);
    expect(logs.at(-1)).toMatchObject({ action: 'delete', actorType: 'employee', workerCode: worker.code, workerName: '招待 次郎', purpose: ja.myNumber.deletedWithWorker });
    expect(JSON.stringify(logs)).not.toContain(number);
  });
});

describe('retention: the job that deletes numbers past their purpose', () => {
  it('deletes the ciphertext and images of a number whose end date has passed, keeps the record, and leaves the others', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const ended = await company.addWorker({ fullName: '期限 一郎', email: `ended-${Date.now()}@example.com` });
    const endsToday = await company.addWorker({ fullName: '本日 花子', email: `today-${Date.now()}@example.com` });
    for (const w of [ended, endsToday]) {
      await requestMyNumber(ctx, h, w.code);
      const [row] = await ctx.database.db.select({ email: workers.email }).from(workers).where(eq(workers.id, w.id));
      await submitByLink(ctx, await myNumberTokenFromMail(ctx, row!.email!));
    }
    const now = new Date('2026-09-30T15:30:00Z'); // 2026/10/01 00:30 in Japan
    expect(todayInJapan(now)).toBe('2026-10-01');
    const endedRow = await myNumberRowOf(ctx, ended.id);
    const put = (code: string, date: string) => ctx.call('PUT', `/api/v2/employee/my_numbers/${code}`, { headers: h, body: { purpose_ends_on: date } });
    expect((await put(endedRow!.code, '2026-09-30')).statusCode).toBe(200);
    expect((await put((await myNumberRowOf(ctx, endsToday.id))!.code, '2026-10-01')).statusCode).toBe(200);

    expect(await runMyNumberRetention(ctx.database.db, storage, now)).toBe(1);

    expect(await myNumberRowOf(ctx, ended.id)).toBeUndefined();
    for (const key of [endedRow!.numberConfirmationFileKey!, endedRow!.identificationFileKey!]) expect(await storage.head(key)).toBeNull();
    expect(await workerStatus(ended.id)).toBe('not_requested');
    const kept = await myNumberRowOf(ctx, endsToday.id);
    expect(kept?.encryptedValue).toMatch(/^v1\./);
    expect(await storage.head(kept!.numberConfirmationFileKey!)).not.toBeNull();

    const record = (await logsOf(company.id)).at(-1);
    expect(record).toMatchObject({ action: 'delete', actorType: 'system', actorName: ja.myNumber.systemActor, workerCode: ended.code, purpose: '利用目的の終了日（2026/09/30）を過ぎたため削除' });
    // the log page shows the system's deletion like any other row
    const page = await ctx.call('GET', `/api/v2/employee/my_number_operation_logs?page=0&limit=20&businessor_code=${ended.code}`, { headers: h });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data[0]).toMatchObject({ actor_type: 'system', disp_action_name: '削除' });

    // a second run finds nothing
    expect(await runMyNumberRetention(ctx.database.db, storage, now)).toBe(0);
  });

  it('removes link tokens 30 days after they expired, keeping younger expired ones (their page still says 期限切れ)', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const email = `links-${Date.now()}@example.com`;
    const w = await company.addWorker({ fullName: 'リンク 三郎', email });
    await requestMyNumber(ctx, h, w.code);
    const token = await myNumberTokenFromMail(ctx, email);
    const row = await myNumberRowOf(ctx, w.id);
    const now = new Date();
    await ctx.database.db.update(myNumberTokens).set({ expiresAt: new Date(now.getTime() - 29 * 86_400_000).toISOString() }).where(eq(myNumberTokens.myNumberId, row!.id));
    await runMyNumberRetention(ctx.database.db, storage, now);
    expect((await ctx.call('GET', `/api/my_numbers/${token}`)).json().errors).toEqual([ja.myNumber.linkExpired]);
    await ctx.database.db.update(myNumberTokens).set({ expiresAt: new Date(now.getTime() - 31 * 86_400_000).toISOString() }).where(eq(myNumberTokens.myNumberId, row!.id));
    await runMyNumberRetention(ctx.database.db, storage, now);
    expect(await ctx.database.db.select().from(myNumberTokens).where(eq(myNumberTokens.myNumberId, row!.id))).toEqual([]);
    expect((await ctx.call('GET', `/api/my_numbers/${token}`)).json().errors).toEqual([ja.myNumber.linkInvalid]);
  });
});
