import { sql } from 'drizzle-orm';
import { boolean, date, id, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns';
import { companies, companyId } from './companies';
import { authDevices, employees } from './employees';
import { workers } from './workers';

/**
 * マイナンバー (issue #12): one row per worker the company asked for (or registered) a personal number. The number is
 * only ever stored encrypted (AES-256-GCM under MY_NUMBER_KEY, lib/my-number-crypto.ts) with a keyed hash (HMAC) for
 * search; the images stay in the private file store under their keys. Deleting the number removes the row, the
 * ciphertext and the images; the deletion record stays in `my_number_operation_logs`.
 */
export const myNumbers = pgTable(
  'my_numbers',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull().unique(),
    /** RESTRICT: a worker is deleted only through my-numbers#forgetWorker, which also removes the images from storage */
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    /** requested: waiting for the worker; submitted: entered by the worker; confirmed: checked or registered by staff; withdrawn: the request was taken back (its links answer so) */
    status: text('status', { enum: ['requested', 'submitted', 'confirmed', 'withdrawn'] }).notNull(),
    isUseOfficeWork: boolean('is_use_office_work').notNull().default(false),
    isUseRecord: boolean('is_use_record').notNull().default(true),
    isNeedNumberConfirmationFile: boolean('is_need_number_confirmation_file').notNull().default(false),
    isNeedIdentificationFile: boolean('is_need_identification_file').notNull().default(false),
    /** `v1.<key id>.<base64 iv|tag|ciphertext>` — never the plaintext */
    encryptedValue: text('encrypted_value'),
    /** HMAC-SHA256 of the number under a key derived from MY_NUMBER_KEY (search and duplicate checks) */
    valueHmac: text('value_hmac'),
    /** the last four digits are NOT stored: the masked form is computed from the decrypted value for staff only */
    numberConfirmationFileKey: text('number_confirmation_file_key'),
    identificationFileKey: text('identification_file_key'),
    /** upload keys handed out by GET /my_numbers/upload_url, checked and moved to the two columns above on PUT */
    pendingConfirmationKey: text('pending_confirmation_key'),
    pendingConfirmationName: text('pending_confirmation_name'),
    pendingIdentificationKey: text('pending_identification_key'),
    pendingIdentificationName: text('pending_identification_name'),
    /** 利用目的の終了日: after it the number is to be deleted (retention, docs/decisions.md) */
    purposeEndsOn: date('purpose_ends_on', { mode: 'string' }),
    requestedBy: integer('requested_by').references(() => employees.id, { onDelete: 'set null' }),
    requestedAt: timestamptz('requested_at'),
    remindedAt: timestamptz('reminded_at'),
    submittedAt: timestamptz('submitted_at'),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('my_numbers_company_worker_uq').on(t.companyId, t.workerId),
    index('my_numbers_company_idx').on(t.companyId, t.id),
    index('my_numbers_company_hmac_idx').on(t.companyId, t.valueHmac),
  ],
);

/** Link tokens of a request (mail, reminder, worker portal): SHA-256 only, expiring, dead once the number is in. */
export const myNumberTokens = pgTable(
  'my_number_tokens',
  {
    id: id(),
    myNumberId: integer('my_number_id')
      .notNull()
      .references(() => myNumbers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('my_number_tokens_hash_uq').on(t.tokenHash), index('my_number_tokens_my_number_idx').on(t.myNumberId)],
);

/**
 * The operation log (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE — custom migration). No foreign keys
 * to employees or workers on purpose: a cascade would have to change rows here; names and codes are copied instead.
 * Never holds the number.
 */
export const myNumberOperationLogs = pgTable(
  'my_number_operation_logs',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id'),
    /** who acted: the employee's name, the worker's for a submission through the link, or the system (retention) */
    actorName: text('actor_name').notNull(),
    actorType: text('actor_type', { enum: ['employee', 'worker', 'system'] }).notNull(),
    workerId: integer('worker_id'),
    workerCode: text('worker_code'),
    workerName: text('worker_name'),
    action: text('action').notNull(),
    /** for a refused attempt: the action that was refused */
    refusedAction: text('refused_action'),
    purpose: text('purpose'),
    clientAddress: text('client_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('my_number_operation_logs_company_idx').on(t.companyId, t.id),
    index('my_number_operation_logs_worker_idx').on(t.companyId, t.workerId, t.id),
  ],
);

/** Step-up for the export: the device whose employee re-entered the password, and when (valid 5 minutes). */
export const myNumberStepUps = pgTable(
  'my_number_step_ups',
  {
    id: id(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => authDevices.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('my_number_step_ups_device_idx').on(t.deviceId, t.createdAt)],
);
