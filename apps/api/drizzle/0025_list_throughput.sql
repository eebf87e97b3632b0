-- Issue #19 "Throughput": the contract list's progress label read from a stored rank instead of computed per row.
--
-- contracts.progress_rank is the contract's progress (the index in progressKeys of packages/shared/src/contract-progress.ts,
-- least advanced first: the least rank over the item groups of its approved orders; null without one). Statement-level
-- triggers on the six tables the rank reads recompute it for the contracts a statement touched, in the same transaction.
-- contract_progress_group_rank is groupRankSql('d', 'i', 'n', 'late') of modules/ordering/deliveries/contract-progress.sql.ts,
-- verbatim; contract-progress.test.ts fails when the two differ (a changed rule needs a migration that replaces it).

ALTER TABLE "contracts" ADD COLUMN "progress_rank" integer;
--> statement-breakpoint
CREATE INDEX "contracts_company_progress_idx" ON "contracts" USING btree ("company_id", "progress_rank", "start_date", "id") WHERE progress_rank IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_progress_group_rank(d text, i text, n text, late boolean) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$select (case when late and n is not null and n <> 'paid' then 0 when n = 'reviewing' then 8 when n = 'rejected' then 9 when n = 'approved' then 10 when n = 'paid' then 11 when n = 'before_sending' then 7 when false then 0 when d is null then 1 when d = 'reviewing' then 2 when d = 'rejected' then 3 when i is null then 4 when i = 'reviewing' then 5 when i = 'rejected' then 6 when true then 7 when false then 8 when false then 9 when false then 10 when false then 11 end)$$;
--> statement-breakpoint
-- contractRankSql of contract-progress.sql.ts over the group rank above (the latest delivery and invoice per group by
-- the (item_group_id, id) indexes; 支払遅延 when the notification carries a late reason and pays after the group's 支払期日).
CREATE OR REPLACE FUNCTION contract_progress_rank(contract integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  select min(contract_progress_group_rank(ld.status, li.status, ln.status, ln.late))
    from purchase_orders po
    join purchase_order_item_groups pg on pg.purchase_order_id = po.id
    left join lateral (select d.status from deliveries d where d.item_group_id = pg.id order by d.id desc limit 1) ld on true
    left join lateral (select i.status from invoices i where i.item_group_id = pg.id order by i.id desc limit 1) li on true
    left join lateral (select pn.status, (pn.late_reason is not null and pn.payment_date > pg.payment_due_date) as late
                         from payment_notification_groups png join payment_notifications pn on pn.id = png.payment_notification_id
                        where png.item_group_id = pg.id) ln on true
   where po.contract_id = contract and po.status = 'approved'
$$;
--> statement-breakpoint
-- Recomputes the stored rank of the given contracts. The rows are locked first (FOR NO KEY UPDATE: it does not wait for
-- inserts that only reference the contract), so the computing statement's snapshot is taken after any transaction that
-- changed the same contract's orders has committed: whoever commits last computes last and sees every change.
CREATE OR REPLACE FUNCTION contract_progress_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM contracts WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE contracts c SET progress_rank = r.rank
    FROM (SELECT x.id, contract_progress_rank(x.id) AS rank FROM contracts x WHERE x.id = ANY (ids)) r
   WHERE c.id = r.id AND c.progress_rank IS DISTINCT FROM r.rank;
END
$$;
--> statement-breakpoint
-- The contracts of the approved orders the given item groups belong to.
CREATE OR REPLACE FUNCTION contract_progress_refresh_groups(group_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  select contract_progress_refresh(array(
    select distinct po.contract_id from purchase_order_item_groups pg join purchase_orders po on po.id = pg.purchase_order_id
     where pg.id = any (group_ids) and po.status = 'approved'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_progress_on_purchase_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM contract_progress_refresh(array(SELECT DISTINCT n.contract_id FROM new_rows n WHERE n.status = 'approved'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM contract_progress_refresh(array(SELECT DISTINCT o.contract_id FROM old_rows o WHERE o.status = 'approved'));
  ELSE
    PERFORM contract_progress_refresh(array(
      SELECT unnest(array[o.contract_id, n.contract_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.status, o.contract_id) IS DISTINCT FROM (n.status, n.contract_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_progress_on_item_groups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM contract_progress_refresh_groups(array(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    -- the groups are gone: their orders say which contracts (an order deleted with them is its own trigger's)
    PERFORM contract_progress_refresh(array(
      SELECT DISTINCT po.contract_id FROM old_rows o JOIN purchase_orders po ON po.id = o.purchase_order_id WHERE po.status = 'approved'));
  ELSE
    PERFORM contract_progress_refresh(array(
      SELECT DISTINCT po.contract_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN purchase_orders po ON po.id IN (o.purchase_order_id, n.purchase_order_id)
       WHERE (o.purchase_order_id, o.payment_due_date) IS DISTINCT FROM (n.purchase_order_id, n.payment_due_date) AND po.status = 'approved'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- deliveries and invoices: the latest row per group decides, so any insert or delete, and a changed status or group
CREATE OR REPLACE FUNCTION contract_progress_on_group_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM contract_progress_refresh_groups(array(SELECT n.item_group_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM contract_progress_refresh_groups(array(SELECT o.item_group_id FROM old_rows o));
  ELSE
    PERFORM contract_progress_refresh_groups(array(
      SELECT unnest(array[o.item_group_id, n.item_group_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.status, o.item_group_id) IS DISTINCT FROM (n.status, n.item_group_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_progress_on_notification_groups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM contract_progress_refresh_groups(array(SELECT n.item_group_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM contract_progress_refresh_groups(array(SELECT o.item_group_id FROM old_rows o));
  ELSE
    PERFORM contract_progress_refresh_groups(array(SELECT o.item_group_id FROM old_rows o UNION SELECT n.item_group_id FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- a notification's status, late reason or payment date (its groups are in payment_notification_groups; a deleted
-- notification takes those rows with it, whose own trigger recomputes)
CREATE OR REPLACE FUNCTION contract_progress_on_notifications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM contract_progress_refresh_groups(array(
    SELECT png.item_group_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN payment_notification_groups png ON png.payment_notification_id = n.id
     WHERE (o.status, o.late_reason, o.payment_date) IS DISTINCT FROM (n.status, n.late_reason, n.payment_date)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- insert, update and delete on the five tables whose rows place a group (transition tables: one trigger per event)
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('purchase_orders', 'contract_progress_on_purchase_orders'),
    ('purchase_order_item_groups', 'contract_progress_on_item_groups'),
    ('deliveries', 'contract_progress_on_group_rows'),
    ('invoices', 'contract_progress_on_group_rows'),
    ('payment_notification_groups', 'contract_progress_on_notification_groups')) v(tab, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER contract_progress_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER contract_progress_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
    EXECUTE format('CREATE TRIGGER contract_progress_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_progress_upd AFTER UPDATE ON payment_notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_progress_on_notifications();
--> statement-breakpoint
UPDATE contracts SET progress_rank = contract_progress_rank(id)
 WHERE id IN (SELECT contract_id FROM purchase_orders WHERE status = 'approved');
