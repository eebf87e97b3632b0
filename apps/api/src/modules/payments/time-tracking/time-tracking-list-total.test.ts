/**
 * The month total of the company's 稼働 list (meta.worked_minutes): over every row the filters match, not only the
 * page's — each contract's records rounded by its own rule (per day on the day's total, or once on the month), and an
 * approved month counted as it was approved.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TimeProjectListResponse } from '@app/shared/time-tracking-api';
import { contracts } from '../../../db/schema/contracts';
import { newCode } from '../../../lib/codes';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import * as repo from './time-tracking.repository';

const ctx = useTestApp();
let owner: AuthHeaders;
let company: TestCompany;

/** A worker with one time-tracked contract and hours records of June 2026 (minutes per record, per day). */
async function contractWith(name: string, rules: Partial<typeof contracts.$inferInsert>, days: Record<string, number[]>) {
  const companyId = company.id;
  const worker = await company.addWorker({ fullName: name });
  const contract = await company.addContract(worker.id);
  await ctx.database.db.update(contracts).set({ isEnableTimeTracking: true, ...rules }).where(eq(contracts.id, contract.id));
  const month = await repo.ensureMonth(ctx.database.db, { companyId, contractId: contract.id, workerId: worker.id, month: '2026-06-01' });
  for (const [workDate, minutes] of Object.entries(days)) {
    for (const workedMinutes of minutes) {
      await repo.insertRecord(ctx.database.db, { companyId, code: newCode(), contractId: contract.id, monthId: month.id, workDate, kind: 'hours', workedMinutes });
    }
  }
  await repo.recomputeMonth(ctx.database.db, month.id);
  return month;
}

beforeAll(async () => {
  company = await ctx.makeCompany('稼働合計株式会社');
  owner = await ctx.signIn(company.owner.email);
  // 15分単位 切り捨て 日ごと: 8:10 → 8:00, and two records 4:08 + 4:08 = 8:16 → 8:15 (the day's total, not each record)
  await contractWith('日毎 丸め', { timeRounding: { unit: 15, mode: 'floor', scope: 'day' } }, { '2026-06-01': [490], '2026-06-02': [248, 248] });
  // 30分単位 四捨五入 月ごと: 7:50 + 7:50 = 15:40 → 15:30 (per day it would be 16:00)
  await contractWith('月毎 丸め', { timeRounding: { unit: 30, mode: 'round', scope: 'month' } }, { '2026-06-01': [470], '2026-06-02': [470] });
  // no rounding: as recorded, 1:40 + 0:05
  await contractWith('丸め なし', {}, { '2026-06-04': [100, 5] });
  // approved at 10:00 (what the approval stored), whatever the records say now
  const approved = await contractWith('承認 済み', {}, { '2026-06-03': [500] });
  await repo.updateMonth(ctx.database.db, approved.id, { status: 'approved', approvedAt: '2026-07-01T00:00:00Z', settlement: { workedMinutes: 600 } });
});

const list = async (query: string) => {
  const res = await ctx.call('GET', `/api/v2/employee/time_tracking_projects?year=2026&month=6&${query}`, { headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TimeProjectListResponse;
};

describe('the month total of the list', () => {
  it('is the same on every page: each contract rounded by its rule, an approved month as approved', async () => {
    const first = await list('limit=3&page=0');
    const second = await list('limit=3&page=1');
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    // 8:00 + 8:15, 15:30, 1:45, 10:00 (the records as recorded add up to 42:11)
    const total = 480 + 495 + 930 + 105 + 600;
    expect(first.meta.worked_minutes).toBe(total);
    expect(second.meta.worked_minutes).toBe(total);
    // and it is what the rows show, added up
    expect([...first.data, ...second.data].reduce((s, r) => s + r.worked_minutes, 0)).toBe(total);
  });

  it('follows the status filter and the keyword', async () => {
    expect((await list(`keyword=${encodeURIComponent('日毎')}`)).meta).toMatchObject({ total_count: 1, worked_minutes: 480 + 495 });
    expect((await list('status=approved')).meta.worked_minutes).toBe(600);
    expect((await list('status=open&limit=1')).meta.worked_minutes).toBe(480 + 495 + 930 + 105);
  });
});
