/**
 * The demo company's 稼働管理 (issue #23), seeded from db/seed-demo.ts inside its transaction: the demo worker's
 * (worker@example.com) 精算幅 contract has a month in every status — three months ago 提出済, two months ago 差戻し
 * with a comment, last month 承認済 with its settlement, this month 未提出 with records up to yesterday — and the
 * hourly contract of another worker has this month's records and last month 提出済, whose Slack message (to a webhook
 * that cannot be reached) waits in the webhook outbox.
 */
import { todayInJapan } from '@app/shared/format';
import { monthCalendar } from '@app/shared/time-tracking';
import type { Tx } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import * as repo from './time-tracking.repository';
import { approvedSettlement } from './time-tracking.service';
import { postMonthToSlack } from './time-tracking-notices';

type DemoContract = { contractId: number; workerId: number; workerName: string };

/** The month `offset` months from this one in Japan. */
function monthFrom(offset: number): { year: number; month: number } {
  const today = todayInJapan();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 9:00〜18:00 with an hour's break on the month's business days (up to yesterday); a longer day now and then. */
async function seedMonth(tx: Tx, companyId: number, c: DemoContract, year: number, month: number, status: string, extra: Partial<repo.MonthRow> = {}) {
  const { first } = repo.monthBounds(year, month);
  const today = todayInJapan();
  const row = await repo.ensureMonth(tx, { companyId, contractId: c.contractId, workerId: c.workerId, month: first });
  for (const d of monthCalendar(year, month).days) {
    if (!d.isBusinessDay || d.date >= today) continue;
    const end = d.day % 5 === 0 ? 20 * 60 : 18 * 60;
    await repo.insertRecord(tx, {
      companyId,
      code: newCode(),
      contractId: c.contractId,
      monthId: row.id,
      workDate: d.date,
      kind: 'clock',
      startMinute: 9 * 60,
      endMinute: end,
      breaks: [{ start: 12 * 60, end: 13 * 60 }],
      breakMinutes: 60,
      workedMinutes: end - 9 * 60 - 60,
      note: d.day % 5 === 0 ? 'リリース対応' : null,
    });
  }
  await repo.recomputeMonth(tx, row.id);
  await repo.updateMonth(tx, row.id, { status, ...extra });
  return row;
}

export async function seedTimeTrackingDemo(
  tx: Tx,
  companyId: number,
  ranged: DemoContract & { workerCode: string; code: string },
  hourly: DemoContract & { workerCode: string; code: string },
  approver: { id: number; name: string },
  appUrl = 'http://localhost:3000',
) {
  const at = (offset: number, day: number) => {
    const { year, month } = monthFrom(offset);
    return new Date(Date.UTC(year, month - 1, day, 1)).toISOString();
  };
  const submitted = monthFrom(-3);
  await seedMonth(tx, companyId, ranged, submitted.year, submitted.month, 'submitted', { submittedAt: at(-2, 1) });
  const returned = monthFrom(-2);
  await seedMonth(tx, companyId, ranged, returned.year, returned.month, 'returned', {
    submittedAt: at(-1, 1),
    returnedAt: at(-1, 2),
    returnedById: approver.id,
    returnComment: '15日の稼働が記録されていません。確認のうえ再提出してください。',
  });
  const approved = monthFrom(-1);
  const approvedRow = await seedMonth(tx, companyId, ranged, approved.year, approved.month, 'submitted', { submittedAt: at(0, 1) });
  const settlement = await approvedSettlement(tx, companyId, ranged.workerCode, ranged.code, approved.year, approved.month);
  await repo.updateMonth(tx, approvedRow.id, { status: 'approved', approvedAt: at(0, 2), approvedById: approver.id, settlement });
  await repo.insertLogs(tx, [
    { companyId, contractId: ranged.contractId, month: approvedRow.month, action: 'submitted', actorKind: 'worker', actorName: ranged.workerName, createdAt: at(0, 1) },
    { companyId, contractId: ranged.contractId, month: approvedRow.month, action: 'approved', actorKind: 'employee', actorEmployeeId: approver.id, actorName: approver.name, createdAt: at(0, 2) },
  ]);
  const current = monthFrom(0);
  await seedMonth(tx, companyId, ranged, current.year, current.month, 'open');
  await seedMonth(tx, companyId, hourly, current.year, current.month, 'open');
  // the hourly contract's last month is 提出済, and its Slack message waits in the webhook outbox: the contract's
  // webhook points at https://hooks.invalid/…, so the delivery worker's first round marks it 失敗 (and rings the bell)
  const last = monthFrom(-1);
  await seedMonth(tx, companyId, hourly, last.year, last.month, 'submitted', { submittedAt: at(0, 1) });
  const { first: lastFirst } = repo.monthBounds(last.year, last.month);
  await repo.insertLogs(tx, [{ companyId, contractId: hourly.contractId, month: lastFirst, action: 'submitted', actorKind: 'worker', actorName: hourly.workerName, createdAt: at(0, 1) }]);
  const project = await repo.findCompanyProject(tx, companyId, hourly.workerCode, hourly.code, lastFirst);
  if (project) {
    await postMonthToSlack(tx, { project, year: last.year, month: last.month, event: 'submitted', workedMinutes: project.recorded_minutes ?? 0, appUrl });
  }
}
