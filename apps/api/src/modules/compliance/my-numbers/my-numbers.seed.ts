/**
 * デモ株式会社's マイナンバー (issue #12): a row for every demo worker whose status says so — 依頼中 with a live link,
 * 提出済 with two images (encrypted, as a worker's upload ends), 確認済 — with numbers that pass the check digit, and the log rows.
 */
import { createHash } from 'node:crypto';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import type { Queryable } from '../../../db/client';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import type { FileStorage } from '../../../lib/storage';
import { hashToken, newToken } from '../../../lib/tokens';
import * as repo from './my-numbers.repository';

type DemoWorker = { id: number; code: string; fullName: string; myNumberStatus: string };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]);

function demoNumber(i: number): string {
  const base = String(31415926500 + i * 37);
  return `${base}${myNumberCheckDigit(base)}`;
}

export async function seedMyNumberDemo(
  tx: Queryable,
  company: { id: number },
  owner: { id: number; name: string },
  demoWorkers: DemoWorker[],
  deps: { cipher: MyNumberCipher; storage?: FileStorage },
) {
  const now = new Date();
  for (const [i, w] of demoWorkers.entries()) {
    if (w.myNumberStatus === 'not_requested') continue;
    const status = w.myNumberStatus as 'requested' | 'submitted' | 'confirmed';
    const value = demoNumber(i + 1);
    const row = await repo.insertMyNumber(tx, {
      companyId: company.id,
      workerId: w.id,
      status,
      isUseRecord: true,
      isNeedNumberConfirmationFile: status !== 'confirmed',
      isNeedIdentificationFile: status !== 'confirmed',
      requestedAt: now.toISOString(),
      requestedBy: owner.id,
      ...(status === 'requested' ? {} : { encryptedValue: deps.cipher.encrypt(value), valueHmac: deps.cipher.hmac(value), submittedAt: now.toISOString() }),
      ...(status === 'confirmed' ? { confirmedAt: now.toISOString() } : {}),
    });
    if (status === 'requested') await repo.insertToken(tx, row.id, hashToken(newToken()), new Date(now.getTime() + 14 * 86_400_000));
    if (status === 'submitted' && deps.storage) {
      // the same path as a worker's upload ends in: encrypted under MY_NUMBER_KEY, one key per record and kind
      const keys = { numberConfirmationFileKey: `my-numbers/${company.id}/${row.code}/confirmation.png.enc`, identificationFileKey: `my-numbers/${company.id}/${row.code}/identification.png.enc` };
      for (const key of Object.values(keys)) {
        const body = deps.cipher.encryptObject(PNG);
        await deps.storage.put(key, body, { contentType: 'application/octet-stream', sha256: createHash('sha256').update(body).digest('hex') });
      }
      await repo.updateMyNumber(tx, company.id, row.id, keys);
    }
    const base = { companyId: company.id, workerId: w.id, workerCode: w.code, workerName: w.fullName, clientAddress: '127.0.0.1' };
    await repo.insertLogs(tx, [
      { ...base, employeeId: owner.id, actorName: owner.name, actorType: 'employee', action: 'request' },
      ...(status !== 'requested' ? [{ ...base, employeeId: null, actorName: w.fullName, actorType: 'worker' as const, action: 'submit' }] : []),
      ...(status === 'confirmed' ? [{ ...base, employeeId: owner.id, actorName: owner.name, actorType: 'employee' as const, action: 'confirm' }] : []),
    ]);
  }
}
