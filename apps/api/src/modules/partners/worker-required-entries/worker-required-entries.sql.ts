/**
 * The SQL twin of `missingRequiredEntries` (packages/shared/src/worker-required-entries.ts), for the company's worker
 * list, which filters and marks thousands of rows in one statement. A condition per entry (the Record makes a new
 * entry fail to compile until it has one); worker-required-entries.test.ts runs both over the same profiles.
 */
import { workerRequiredEntryKeys, type WorkerRequiredEntryKey } from '@app/shared/worker-required-entries';

/** Blank as the shared `isBlank`: null, or nothing but half- and full-width spaces, tabs and line breaks. */
const blank = (column: string) => `btrim(coalesce(${column}, ''), E' \\t\\r\\n\\u3000') = ''`;

/** `p` is the worker_account_profiles row (all null when there is none), `b` the worker_account_bank_accounts row. */
const unfilled: Record<WorkerRequiredEntryKey, (p: string, b: string) => string> = {
  full_name_kana: (p) => blank(`${p}.full_name_kana`),
  trade_name: (p) => blank(`${p}.trade_name`),
  birthday: (p) => `${p}.birthday is null`,
  phone: (p) => blank(`${p}.phone`),
  address: (p) => `(${blank(`${p}.postal_code`)} or ${p}.prefecture_id is null or ${blank(`${p}.address`)})`,
  occupation: (p) => `${p}.occupation is null`,
  invoice: (p) => `(${p}.invoice_status is null or (${p}.invoice_status = 'registered' and ${blank(`${p}.invoice_registration_number`)}))`,
  corporate_number: (p) => `(${p}.entity_type is not distinct from 'corporation' and ${blank(`${p}.corporate_number`)})`,
  bank_account: (_p, b) => `${b}.account_id is null`,
};

/** `text[]` of every unfilled entry of the account, in catalogue order. */
function unfilledEntriesSql(p: string, b: string): string {
  return `array_remove(array[${workerRequiredEntryKeys.map((k) => `case when ${unfilled[k](p, b)} then '${k}' end`).join(', ')}]::text[], null)`;
}

/**
 * `text[]` of the entries the company requires that the registered (登録済み) worker has not filled: '{}' for an
 * invited or 仮登録 row (nothing to fill yet). A registered row without an account or a profile has filled nothing, so
 * it misses every required entry (issue #21: such a worker was left out). `w` is the workers row, `companyParam` the
 * company's placeholder.
 */
function missingRequiredSql(w: string, companyParam: string): string {
  // needs requiredEntryJoinsSql(w) in the FROM; the company's setting is an InitPlan, read once per statement (a
  // subquery per row that joined companies, profiles and bank accounts cost a third of the list's execution)
  return `(case when ${w}.status <> 'active' then '{}'::text[] else array(
    select k.entry from unnest(${unfilledEntriesSql('rp', 'rb')}) with ordinality as k(entry, n)
     where k.entry = any((select co.worker_required_entries from companies co where co.id = ${companyParam})::text[])
     order by k.n
  ) end)`;
}

/** The joins `missingRequiredSql` reads (`rp`, `rb`, the account's profile and bank account). */
function requiredEntryJoinsSql(w: string): string {
  return ` left join worker_account_profiles rp on rp.account_id = ${w}.account_id left join worker_account_bank_accounts rb on rb.account_id = ${w}.account_id`;
}

/**
 * The body of the SQL function `worker_missing_required_entries(w_status, w_account, w_company)` (drizzle/0027), which
 * keeps `workers.missing_required_entries` — what the worker list shows and filters on — from the worker's status,
 * its account's profile and bank account, and the company's setting. The migration holds this text verbatim;
 * worker-required-entries.test.ts fails when the two differ (a changed rule needs a migration that replaces it).
 */
export function missingRequiredFunctionSql(): string {
  return `select ${missingRequiredSql('w', 'w_company')}
    from (select w_status as status, w_account as account_id) w${requiredEntryJoinsSql('w')}`;
}
