/** Demo data of the workers area for デモ株式会社 (called from db/seed-demo.ts inside its transaction). */
import { WORKER_INVITE_EXPIRE_DAYS } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { hashToken, newToken } from '../../../lib/tokens';
import { insertContract } from '../contracts/contracts.repository';
import * as repo from './workers.repository';

export async function seedWorkerDemo(tx: Queryable, companyId: number, invitedBy: number): Promise<void> {
  // an invitation still open (the link is never mailed: demo data)
  const [invited] = await repo.insertWorkers(tx, companyId, [
    {
      fullName: '松本 陽菜',
      fullNameKana: 'マツモト ヒナ',
      tradeName: 'ひなイラスト',
      ownDepartment: 'イラスト',
      businessField: 'イラスト制作',
      occupation: 'designer',
      email: 'worker-invited@example.com',
      status: 'invited',
    },
  ]);
  await insertContract(tx, { companyId, workerId: invited!.id, title: 'イラスト制作業務委託契約', businessField: 'イラスト制作', startDate: '2026-06-01', endDate: '2026-11-30' });
  await repo.insertInvites(tx, [
    {
      companyId,
      workerId: invited!.id,
      email: 'worker-invited@example.com',
      tokenHash: hashToken(newToken()),
      expiresAt: new Date(Date.now() + WORKER_INVITE_EXPIRE_DAYS * 86_400_000).toISOString(),
      invitedBy,
    },
  ]);
  // a worker registered by the company only (仮登録)
  await repo.insertWorkers(tx, companyId, [
    { fullName: '井上 拓海', fullNameKana: 'イノウエ タクミ', tradeName: null, ownDepartment: '動画', businessField: '動画編集', occupation: 'other', email: null, status: 'temporary' },
  ]);
  await repo.replaceDisplayFields(tx, companyId, null, ['contract_period', 'occupation']); // the company default
}
