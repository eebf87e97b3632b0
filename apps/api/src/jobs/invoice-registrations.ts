/**
 * インボイス登録 (issue #25 item 3): once a day, the NTA Web-API's 差分 since the cursor updates every known 登録番号
 * (失効, 取消, name change) and rings the bell once per ended registration; without NTA_INVOICE_API_* it logs that it
 * skipped, never fails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NtaInvoiceConfig } from '../modules/partners/invoice-registrations/nta-invoice-client';
import { syncDaily } from '../modules/partners/invoice-registrations/invoice-registrations.service';
import type { DailyJob } from './daily';

export function invoiceRegistrationJob(config: NtaInvoiceConfig | undefined, log: FastifyBaseLogger): DailyJob {
  // the NTA publishes the day's 差分 from 06:00 the next morning
  return { name: 'invoice_registrations_diff', notBeforeHour: 7, run: (db, today) => syncDaily(db, config, today, log) };
}
