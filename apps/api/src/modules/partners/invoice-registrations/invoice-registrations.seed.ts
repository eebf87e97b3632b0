/**
 * Demo data of インボイス登録 (issue #25 item 4): the demo portal worker's 登録番号 as published — registered since
 * 2023-10-01 and 失効 on 2026-09-15 — recorded as the daily 差分 would have read it (the bell of the payment roles
 * rings once). Seeded before the orders and 支払通知書, so the documents dated from that day on (the September work,
 * 検収 2026-10-01) print no number and the 経過措置 share, the earlier ones the number.
 */
import type { Queryable } from '../../../db/client';
import { recordPublished } from './invoice-registrations.service';

const DEMO_LAPSED_NUMBER = 'T1234567890123';
const DEMO_LAPSED_ON = '2026-09-15';

export async function seedInvoiceRegistrationsDemo(tx: Queryable): Promise<void> {
  await recordPublished(tx, [
    {
      registrationNumber: DEMO_LAPSED_NUMBER,
      process: '03',
      latest: true,
      name: '田中 健太',
      registeredOn: '2023-10-01',
      updatedOn: '2026-09-16',
      expiredOn: DEMO_LAPSED_ON,
      disposedOn: null,
    },
  ]);
}
