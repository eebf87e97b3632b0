-- Issue #19 "Throughput": the worker list reads each worker's current contract, contract count and missing required
-- entries from the worker row instead of computing them per row in its statement (a lateral read of the contracts, and
-- a subplan over the account's profile, bank account and the company's setting): on the demo company this took the
-- list from about a third to over two fifths of /api/health's throughput (docs/decisions.md).
--
-- workers.current_contract_id / contract_count: the worker's contract with the latest start (then the newest), and how
-- many contracts the worker has; kept by a statement-level trigger on contracts.
-- workers.missing_required_entries: what missingRequiredEntries (packages/shared/src/worker-required-entries.ts) answers
-- for a registered worker, '{}' otherwise; kept by a row trigger on workers (status, account) and statement-level
-- triggers on worker_account_profiles, worker_account_bank_accounts and companies (worker_required_entries).
-- worker_missing_required_entries is missingRequiredFunctionSql() of
-- apps/api/src/modules/partners/worker-required-entries/worker-required-entries.sql.ts, verbatim;
-- worker-required-entries.test.ts fails when the two differ (a changed rule needs a migration that replaces it).

ALTER TABLE "workers" ADD COLUMN "current_contract_id" integer;
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "contract_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "missing_required_entries" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION worker_missing_required_entries(w_status text, w_account integer, w_company integer) RETURNS text[]
LANGUAGE sql STABLE AS $$select (case when w.status <> 'active' then '{}'::text[] else array(
    select k.entry from unnest(array_remove(array[case when btrim(coalesce(rp.full_name_kana, ''), E' \t\r\n\u3000') = '' then 'full_name_kana' end, case when btrim(coalesce(rp.trade_name, ''), E' \t\r\n\u3000') = '' then 'trade_name' end, case when rp.birthday is null then 'birthday' end, case when btrim(coalesce(rp.phone, ''), E' \t\r\n\u3000') = '' then 'phone' end, case when (btrim(coalesce(rp.postal_code, ''), E' \t\r\n\u3000') = '' or rp.prefecture_id is null or btrim(coalesce(rp.address, ''), E' \t\r\n\u3000') = '') then 'address' end, case when rp.occupation is null then 'occupation' end, case when (rp.invoice_status is null or (rp.invoice_status = 'registered' and btrim(coalesce(rp.invoice_registration_number, ''), E' \t\r\n\u3000') = '')) then 'invoice' end, case when (rp.entity_type is not distinct from 'corporation' and btrim(coalesce(rp.corporate_number, ''), E' \t\r\n\u3000') = '') then 'corporate_number' end, case when rb.account_id is null then 'bank_account' end]::text[], null)) with ordinality as k(entry, n)
     where k.entry = any((select co.worker_required_entries from companies co where co.id = w_company)::text[])
     order by k.n
  ) end)
    from (select w_status as status, w_account as account_id) w left join worker_account_profiles rp on rp.account_id = w.account_id left join worker_account_bank_accounts rb on rb.account_id = w.account_id$$;
--> statement-breakpoint
-- Recomputes the stored columns of the given workers. The rows are locked first (FOR NO KEY UPDATE), so the computing
-- statement's snapshot is taken after any transaction that changed the same worker's contracts or profile has
-- committed: whoever commits last computes last and sees every change (as contract_progress_refresh, drizzle/0025).
-- A worker's account is shared by its rows in several companies, so the company scope of row-level security
-- (app.company_id, drizzle/0016) is lifted while the derived columns are recomputed, and put back after.
CREATE OR REPLACE FUNCTION worker_list_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  scope text := current_setting('app.company_id', true);
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('app.company_id', '', true);
  PERFORM 1 FROM workers WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE workers w SET current_contract_id = r.contract_id, contract_count = r.contract_count, missing_required_entries = r.missing
    FROM (SELECT x.id,
                 (SELECT c.id FROM contracts c WHERE c.worker_id = x.id ORDER BY c.start_date DESC, c.id DESC LIMIT 1) AS contract_id,
                 (SELECT count(*)::int FROM contracts c WHERE c.worker_id = x.id) AS contract_count,
                 worker_missing_required_entries(x.status, x.account_id, x.company_id) AS missing
            FROM workers x WHERE x.id = ANY (ids)) r
   WHERE w.id = r.id
     AND (w.current_contract_id, w.contract_count, w.missing_required_entries) IS DISTINCT FROM (r.contract_id, r.contract_count, r.missing);
  PERFORM set_config('app.company_id', coalesce(scope, ''), true);
END
$$;
--> statement-breakpoint
-- a worker's own status or account: set on the row being written (the update above names none of these columns)
CREATE OR REPLACE FUNCTION worker_list_on_workers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.missing_required_entries := worker_missing_required_entries(NEW.status, NEW.account_id, NEW.company_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workers_list_columns BEFORE INSERT OR UPDATE OF status, account_id, company_id ON workers
  FOR EACH ROW EXECUTE FUNCTION worker_list_on_workers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION worker_list_on_contracts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM worker_list_refresh(array(SELECT DISTINCT n.worker_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM worker_list_refresh(array(SELECT DISTINCT o.worker_id FROM old_rows o));
  ELSE
    PERFORM worker_list_refresh(array(
      SELECT DISTINCT unnest(array[o.worker_id, n.worker_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.worker_id, o.start_date) IS DISTINCT FROM (n.worker_id, n.start_date)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_worker_list_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_contracts();
--> statement-breakpoint
CREATE TRIGGER contracts_worker_list_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_contracts();
--> statement-breakpoint
CREATE TRIGGER contracts_worker_list_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_contracts();
--> statement-breakpoint
-- the account's profile or bank account: every worker row of the account, in every company (found with the company
-- scope lifted, as worker_list_refresh recomputes them)
CREATE OR REPLACE FUNCTION worker_list_on_accounts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope text := current_setting('app.company_id', true);
  ids integer[];
BEGIN
  PERFORM set_config('app.company_id', '', true);
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT w.id FROM workers w WHERE w.account_id IN (SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT w.id FROM workers w WHERE w.account_id IN (SELECT o.account_id FROM old_rows o));
  ELSE
    ids := array(SELECT w.id FROM workers w WHERE w.account_id IN (SELECT o.account_id FROM old_rows o UNION SELECT n.account_id FROM new_rows n));
  END IF;
  PERFORM worker_list_refresh(ids);
  PERFORM set_config('app.company_id', coalesce(scope, ''), true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER worker_account_profiles_worker_list_insert AFTER INSERT ON worker_account_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
CREATE TRIGGER worker_account_profiles_worker_list_update AFTER UPDATE ON worker_account_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
CREATE TRIGGER worker_account_profiles_worker_list_delete AFTER DELETE ON worker_account_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
CREATE TRIGGER worker_account_bank_accounts_worker_list_insert AFTER INSERT ON worker_account_bank_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
CREATE TRIGGER worker_account_bank_accounts_worker_list_update AFTER UPDATE ON worker_account_bank_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
CREATE TRIGGER worker_account_bank_accounts_worker_list_delete AFTER DELETE ON worker_account_bank_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION worker_list_on_accounts();
--> statement-breakpoint
-- the company's required entries: every worker of the company
CREATE OR REPLACE FUNCTION worker_list_on_companies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM worker_list_refresh(array(SELECT w.id FROM workers w WHERE w.company_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_worker_list AFTER UPDATE OF worker_required_entries ON companies
  FOR EACH ROW WHEN (new.worker_required_entries IS DISTINCT FROM old.worker_required_entries)
  EXECUTE FUNCTION worker_list_on_companies();
--> statement-breakpoint
UPDATE workers SET missing_required_entries = worker_missing_required_entries(status, account_id, company_id);
--> statement-breakpoint
SELECT worker_list_refresh(array(SELECT id FROM workers));
