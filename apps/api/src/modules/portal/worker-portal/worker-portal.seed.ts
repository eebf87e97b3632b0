import type { Queryable } from '../../../db/client';
import { linkWorker } from '../../partners/workers/workers.repository';
import { insertAccount } from '../../identity/worker-accounts/worker-accounts.repository';
import * as profiles from '../../partners/worker-profile/worker-profile.repository';
import type { ProfileValues } from '../../partners/worker-profile/worker-profile.repository';

export const DEMO_WORKER_EMAIL = 'worker@example.com';

/**
 * The demo worker account (worker@example.com), linked to the demo company's first worker, who is thereby active, with
 * what such a worker enters in the portal: profile, family and bank account.
 */
export async function seedWorkerAccountDemo(
  tx: Queryable,
  worker: { id: number; companyId: number; fullName: string; fullNameKana: string; tradeName: string | null; occupation: ProfileValues['occupation'] },
  passwordHash: string,
): Promise<void> {
  const account = await insertAccount(tx, { email: DEMO_WORKER_EMAIL, passwordHash, name: worker.fullName });
  if (!account) return;
  await linkWorker(tx, { companyId: worker.companyId, workerId: worker.id, accountId: account.id, email: DEMO_WORKER_EMAIL });
  await profiles.upsertProfile(tx, account.id, {
    fullName: worker.fullName,
    fullNameKana: worker.fullNameKana,
    tradeName: worker.tradeName,
    occupation: worker.occupation,
    entityType: 'individual',
    postalCode: '150-0001',
    prefectureId: 13,
    address: '渋谷区神宮前1-2-3',
    building: 'デモハイツ201',
    phone: '090-1234-5678',
    birthday: '1988-07-14',
    gender: 'male',
    invoiceStatus: 'registered',
    invoiceRegistrationNumber: 'T1234567890123',
  });
  await profiles.replaceFamily(tx, account.id, [
    { name: '田中 美咲', nameKana: 'タナカ ミサキ', relationship: 'wife', birthday: '1990-02-03', isDependent: true },
    { name: '田中 陽太', nameKana: 'タナカ ヨウタ', relationship: 'child', birthday: '2018-05-20', isDependent: true },
  ]);
  // codes and names as the 全銀 master writes them (findBankBranch('0009', '234')): what a save through the portal stores
  await profiles.upsertBank(tx, account.id, {
    bankCode: '0009',
    bankName: '三井住友',
    branchCode: '234',
    branchName: '渋谷駅前',
    accountType: 'normal',
    accountNumber: '1234567',
    accountHolderKana: 'ﾀﾅｶ ｹﾝﾀ',
  });
}
