import { date, integer, pgTable, text, timestamptz } from './columns';

/**
 * インボイス登録 as the NTA 適格請求書発行事業者公表システム publishes it (issue #25 item 3): one row per 登録番号 any worker
 * entered — public data, not a tenant's, so it has no company_id. Checked on entry and kept current by the daily 差分
 * call (modules/partners/invoice-registrations).
 */
export const invoiceRegistrations = pgTable('invoice_registrations', {
  /** T + 13 digits */
  registrationNumber: text('registration_number').primaryKey(),
  /** registered | lapsed (失効) | cancelled (取消) | not_found | unchecked (no Web-API configured or not reached yet) */
  status: text('status', { enum: ['registered', 'lapsed', 'cancelled', 'not_found', 'unchecked'] }).notNull().default('unchecked'),
  /** 氏名又は名称 as published */
  name: text('name'),
  /** 登録年月日 */
  registeredOn: date('registered_on', { mode: 'string' }),
  /** 失効年月日 or 取消年月日: from this day the registration no longer holds */
  endedOn: date('ended_on', { mode: 'string' }),
  /** the Web-API's 更新年月日 of the record last read */
  publishedUpdatedOn: date('published_updated_on', { mode: 'string' }),
  checkedAt: timestamptz('checked_at'),
  /** why the last check did not answer (never shown raw to users) */
  lastError: text('last_error'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The daily 差分 call's cursor: one row (id 1). */
export const invoiceRegistrationSync = pgTable('invoice_registration_sync', {
  id: integer('id').primaryKey(),
  /** the last day whose 差分 was read completely */
  syncedThrough: date('synced_through', { mode: 'string' }),
  lastRunAt: timestamptz('last_run_at'),
  lastError: text('last_error'),
});
