-- 電子帳簿保存法 (電子取引, issue #25 item 2): the index and its versions are written by the database, so no code path
-- (service, job, seed, a hand-run UPDATE) can change or delete a 発注書, 納品, 請求書 or 支払通知書 without leaving a
-- version. docs/decisions.md "電子帳簿保存法" explains the choices (取引年月日 per kind, the snapshot, deletion).
--
-- The partner search key: ebook_documents.partner_name folded like foldForSearch (see columns.ts foldedSearchText).
ALTER TABLE "ebook_documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(normalize(partner_name, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), '[[:space:]　]+', '', 'g')) STORED;
--> statement-breakpoint
CREATE INDEX "ebook_documents_search_trgm_idx" ON "ebook_documents" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The last day a document must be kept (packages/shared/src/ebook-retention.ts computes the same; a test compares):
-- the business year holding the 取引年月日 ends with month fy_end; its 法定申告期限 is the last day of the second month
-- after; the document is kept `years` years from the day after, i.e. to that day `years` years later.
CREATE OR REPLACE FUNCTION ebook_retain_until(d date, fy_end integer, years integer) RETURNS date
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  end_year integer := extract(year FROM d)::integer + CASE WHEN extract(month FROM d)::integer <= fy_end THEN 0 ELSE 1 END;
  m integer := fy_end + 2;
  y integer := end_year;
BEGIN
  IF m > 12 THEN m := m - 12; y := y + 1; END IF;
  RETURN (make_date(y + years, m, 1) + interval '1 month' - interval '1 day')::date;
END $$;
--> statement-breakpoint
-- The company's retain_until for a 取引年月日 (ebook_settings; absent = fiscal year ending in March, 7 years).
CREATE OR REPLACE FUNCTION ebook_company_retain_until(p_company integer, d date) RETURNS date
  LANGUAGE sql STABLE AS $$
  SELECT ebook_retain_until(d, coalesce(s.fiscal_year_end_month, 3), CASE WHEN coalesce(s.loss_carryforward, false) THEN 10 ELSE 7 END)
    FROM (SELECT 1) one LEFT JOIN ebook_settings s ON s.company_id = p_company
$$;
--> statement-breakpoint
-- The lines of a 納品単位 in a snapshot (without their ids: rewriting identical lines is no change).
CREATE OR REPLACE FUNCTION ebook_group_items(p_group integer) RETURNS jsonb
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'position', i.position, 'name', i.name, 'quantity', i.quantity, 'unit', i.unit,
           'unit_price', i.unit_price, 'tax_rate', i.tax_rate, 'tax', i.tax, 'amount', i.amount) ORDER BY i.position, i.id), '[]'::jsonb)
    FROM purchase_order_items i WHERE i.item_group_id = p_group
$$;
--> statement-breakpoint
-- Indexes one source document as it stands now (called at COMMIT by the deferred triggers below, and by the backfill):
-- builds its snapshot (the row without volatile and internal columns, with its lines), inserts the index row and
-- version 1 the first time the document counts, and afterwards appends a version only when the snapshot differs from
-- the latest one. Several changes of one document in one transaction queue several calls; the first makes the
-- version, the others find nothing new. A source row gone by COMMIT (deleted in the same transaction) is skipped.
-- Runs with TimeZone UTC so that the timestamps in a snapshot never differ by the session's zone alone.
CREATE OR REPLACE FUNCTION ebook_index_document(p_kind text, p_source_id integer) RETURNS void
  LANGUAGE plpgsql SET "TimeZone" TO 'UTC' AS $$
DECLARE
  r record;
  doc_id integer;
  doc_version integer;
  last_snapshot jsonb;
  changed text[];
  actor text := nullif(current_setting('app.actor_name', true), '');
BEGIN
  IF p_kind = 'purchase_order' THEN
    -- 取引年月日 = 発注日 (the day the order was made and sent: the 取引 the document records)
    SELECT po.company_id, po.code AS source_code, po.number, po.order_date AS tx_date, po.total AS amount,
           w.full_name AS partner_name, w.code AS partner_code, po.worker_id, po.status <> 'draft' AS counts,
           (to_jsonb(po) - ARRAY['id', 'company_id', 'contract_id', 'worker_id', 'project_id', 'created_by_id', 'updated_at', 'search_text', 'created_at'])
           || jsonb_build_object('groups', (
             SELECT coalesce(jsonb_agg(jsonb_build_object(
                      'position', g.position, 'title', g.title, 'delivery_date', g.delivery_date,
                      'inspection_date', g.inspection_date, 'payment_due_date', g.payment_due_date, 'subtotal', g.subtotal,
                      'items', ebook_group_items(g.id))
                    ORDER BY g.position, g.id), '[]'::jsonb)
               FROM purchase_order_item_groups g WHERE g.purchase_order_id = po.id)) AS snapshot
      INTO r
      FROM purchase_orders po JOIN workers w ON w.id = po.worker_id
     WHERE po.id = p_source_id;
  ELSIF p_kind = 'delivery' THEN
    -- 取引年月日 = the day the worker submitted the delivery (受領日: the day the data was exchanged; the 検収日 comes
    -- later and is part of the snapshot). 書類番号 = 発注番号-納品単位の順番 (1から). 取引金額 = the 納品単位's lines with tax, rounded once per rate.
    SELECT d.company_id, d.code AS source_code, po.number || '-' || (g.position + 1) AS number,
           (d.submitted_at AT TIME ZONE 'Asia/Tokyo')::date AS tx_date,
           (SELECT coalesce(sum(x.base + (x.base * x.tax_rate) / 100), 0)::bigint
              FROM (SELECT i.tax_rate, sum(i.amount) AS base FROM purchase_order_items i WHERE i.item_group_id = g.id GROUP BY i.tax_rate) x) AS amount,
           w.full_name AS partner_name, w.code AS partner_code, d.worker_id, true AS counts,
           (to_jsonb(d) - ARRAY['id', 'company_id', 'item_group_id', 'purchase_order_id', 'contract_id', 'worker_id', 'reviewed_by_id'])
           || jsonb_build_object('purchase_order_number', po.number, 'group_title', g.title, 'items', ebook_group_items(g.id)) AS snapshot
      INTO r
      FROM deliveries d
      JOIN purchase_order_item_groups g ON g.id = d.item_group_id
      JOIN purchase_orders po ON po.id = d.purchase_order_id
      JOIN workers w ON w.id = d.worker_id
     WHERE d.id = p_source_id;
  ELSIF p_kind = 'invoice' THEN
    -- 取引年月日 = 請求日 as the worker stated it on the invoice
    SELECT inv.company_id, inv.code AS source_code, coalesce(nullif(inv.invoice_number, ''), inv.code) AS number,
           inv.invoice_date AS tx_date, inv.total AS amount,
           w.full_name AS partner_name, w.code AS partner_code, d.worker_id, true AS counts,
           (to_jsonb(inv) - ARRAY['id', 'company_id', 'item_group_id', 'delivery_id', 'reviewed_by_id'])
           || jsonb_build_object('purchase_order_number', po.number) AS snapshot
      INTO r
      FROM invoices inv
      JOIN deliveries d ON d.id = inv.delivery_id
      JOIN purchase_orders po ON po.id = d.purchase_order_id
      JOIN workers w ON w.id = d.worker_id
     WHERE inv.id = p_source_id;
  ELSIF p_kind = 'payment_notification' THEN
    -- 取引年月日 = 支払予定日 (the document's own date; its 取引期間 is in the snapshot). 取引金額 = 税込 (before 源泉)
    SELECT pn.company_id, pn.code AS source_code, pn.number, pn.payment_date AS tx_date,
           (pn.subtotal + pn.tax_total) AS amount, pn.worker_name AS partner_name, w.code AS partner_code, pn.worker_id,
           pn.status <> 'before_sending' AS counts,
           (to_jsonb(pn) - ARRAY['id', 'company_id', 'worker_id', 'created_by_id', 'updated_at', 'search_text', 'created_at'])
           || jsonb_build_object('lines', (
                SELECT coalesce(jsonb_agg(jsonb_build_object(
                         'position', l.position, 'kind', l.kind, 'transaction_date', l.transaction_date, 'name', l.name,
                         'quantity', l.quantity, 'unit', l.unit, 'unit_price', l.unit_price, 'tax_rate', l.tax_rate,
                         'amount', l.amount, 'withholds', l.withholds, 'adjustment_category', l.adjustment_category,
                         'adjustment_reason', l.adjustment_reason) ORDER BY l.position, l.id), '[]'::jsonb)
                  FROM payment_notification_lines l WHERE l.payment_notification_id = pn.id)) AS snapshot
      INTO r
      FROM payment_notifications pn JOIN workers w ON w.id = pn.worker_id
     WHERE pn.id = p_source_id;
  ELSE
    RAISE EXCEPTION 'ebook_index_document: unknown kind %', p_kind;
  END IF;
  IF NOT FOUND THEN RETURN; END IF; -- gone by now

  SELECT e.id, e.version INTO doc_id, doc_version FROM ebook_documents e WHERE e.kind = p_kind AND e.source_id = p_source_id;
  IF doc_id IS NULL THEN
    IF NOT r.counts THEN RETURN; END IF;
    INSERT INTO ebook_documents (company_id, kind, source_id, source_code, number, transaction_date, amount,
                                 partner_name, partner_code, worker_id, version, retain_until)
    VALUES (r.company_id, p_kind, p_source_id, r.source_code, r.number, r.tx_date, r.amount,
            r.partner_name, r.partner_code, r.worker_id, 1, ebook_company_retain_until(r.company_id, r.tx_date))
    RETURNING id INTO doc_id;
    INSERT INTO ebook_document_versions (company_id, document_id, version, action, snapshot, changed_fields, actor_name)
    VALUES (r.company_id, doc_id, 1, 'created', r.snapshot, '{}', actor);
    RETURN;
  END IF;

  SELECT v.snapshot INTO last_snapshot FROM ebook_document_versions v WHERE v.document_id = doc_id ORDER BY v.version DESC LIMIT 1;
  IF last_snapshot = r.snapshot THEN RETURN; END IF;
  changed := ARRAY(
    SELECT k FROM (SELECT jsonb_object_keys(r.snapshot) AS k UNION SELECT jsonb_object_keys(last_snapshot)) keys
     WHERE (r.snapshot -> k) IS DISTINCT FROM (last_snapshot -> k) ORDER BY k);
  INSERT INTO ebook_document_versions (company_id, document_id, version, action, snapshot, changed_fields, actor_name)
  VALUES (r.company_id, doc_id, doc_version + 1, 'updated', r.snapshot, changed, actor);
  UPDATE ebook_documents
     SET source_code = r.source_code, number = r.number, transaction_date = r.tx_date, amount = r.amount,
         partner_name = r.partner_name, partner_code = r.partner_code, worker_id = r.worker_id,
         version = doc_version + 1, retain_until = ebook_company_retain_until(r.company_id, r.tx_date), updated_at = now()
   WHERE id = doc_id;
END $$;
--> statement-breakpoint
-- A draft 発注書 or an unsent 支払通知書 that was never indexed is skipped before any snapshot is built (bulk creation
-- of thousands of unsent notifications stays cheap); a later UPDATE that sends it queues its own event.
CREATE OR REPLACE FUNCTION ebook_source_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF ((TG_ARGV[0] = 'purchase_order' AND NEW.status = 'draft') OR (TG_ARGV[0] = 'payment_notification' AND NEW.status = 'before_sending'))
     AND NOT EXISTS (SELECT 1 FROM ebook_documents e WHERE e.kind = TG_ARGV[0] AND e.source_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  PERFORM ebook_index_document(TG_ARGV[0], NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleting an indexed document: refused while it is retained (SQLSTATE EB001, DETAIL 'kind:number'; the API answers
-- 422, lib/errors.ts), except when its company is being deleted (the company row is gone already: the cascade from
-- companies runs after it). After its retention the deletion goes through and leaves a 'deleted' version.
-- A document never indexed (a draft 発注書, an unsent 支払通知書) is deleted as before.
CREATE OR REPLACE FUNCTION ebook_source_deleting() RETURNS trigger
  LANGUAGE plpgsql SET "TimeZone" TO 'UTC' AS $$
DECLARE
  doc record;
  last_snapshot jsonb;
BEGIN
  SELECT e.id, e.version, e.number, e.retain_until INTO doc FROM ebook_documents e WHERE e.kind = TG_ARGV[0] AND e.source_id = OLD.id;
  IF NOT FOUND THEN RETURN OLD; END IF;
  IF NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = OLD.company_id) THEN RETURN OLD; END IF;
  IF doc.retain_until >= (now() AT TIME ZONE 'Asia/Tokyo')::date THEN
    RAISE EXCEPTION USING ERRCODE = 'EB001', MESSAGE = 'ebook_document_retained',
      DETAIL = TG_ARGV[0] || ':' || doc.number, HINT = doc.retain_until::text;
  END IF;
  SELECT v.snapshot INTO last_snapshot FROM ebook_document_versions v WHERE v.document_id = doc.id ORDER BY v.version DESC LIMIT 1;
  INSERT INTO ebook_document_versions (company_id, document_id, version, action, snapshot, changed_fields, actor_name)
  VALUES (OLD.company_id, doc.id, doc.version + 1, 'deleted', coalesce(last_snapshot, '{}'::jsonb), '{}',
          nullif(current_setting('app.actor_name', true), ''));
  UPDATE ebook_documents SET version = doc.version + 1, source_deleted_at = now(), updated_at = now() WHERE id = doc.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ebook_purchase_orders_index AFTER INSERT OR UPDATE ON purchase_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ebook_source_changed('purchase_order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ebook_deliveries_index AFTER INSERT OR UPDATE ON deliveries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ebook_source_changed('delivery');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ebook_invoices_index AFTER INSERT OR UPDATE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ebook_source_changed('invoice');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ebook_payment_notifications_index AFTER INSERT OR UPDATE ON payment_notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ebook_source_changed('payment_notification');
--> statement-breakpoint
CREATE TRIGGER ebook_purchase_orders_delete BEFORE DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION ebook_source_deleting('purchase_order');
--> statement-breakpoint
CREATE TRIGGER ebook_deliveries_delete BEFORE DELETE ON deliveries
  FOR EACH ROW EXECUTE FUNCTION ebook_source_deleting('delivery');
--> statement-breakpoint
CREATE TRIGGER ebook_invoices_delete BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION ebook_source_deleting('invoice');
--> statement-breakpoint
CREATE TRIGGER ebook_payment_notifications_delete BEFORE DELETE ON payment_notifications
  FOR EACH ROW EXECUTE FUNCTION ebook_source_deleting('payment_notification');
--> statement-breakpoint
-- A worker or contract is deleted with its documents (ON DELETE CASCADE): refuse it up front, with the same SQLSTATE
-- and the first retained document, so that the answer never depends on which foreign key PostgreSQL checks first.
CREATE OR REPLACE FUNCTION ebook_owner_deleting() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  doc record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = OLD.company_id) THEN RETURN OLD; END IF;
  IF TG_TABLE_NAME = 'workers' THEN
    SELECT e.kind, e.number INTO doc FROM ebook_documents e
     WHERE e.company_id = OLD.company_id AND e.worker_id = OLD.id AND e.source_deleted_at IS NULL
       AND e.retain_until >= (now() AT TIME ZONE 'Asia/Tokyo')::date
     ORDER BY e.transaction_date, e.id LIMIT 1;
  ELSE
    SELECT e.kind, e.number INTO doc FROM ebook_documents e
      JOIN purchase_orders po ON po.id = e.source_id AND e.kind = 'purchase_order'
     WHERE e.company_id = OLD.company_id AND po.contract_id = OLD.id AND e.source_deleted_at IS NULL
       AND e.retain_until >= (now() AT TIME ZONE 'Asia/Tokyo')::date
     ORDER BY e.transaction_date, e.id LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'EB001', MESSAGE = 'ebook_document_retained', DETAIL = doc.kind || ':' || doc.number;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER ebook_workers_delete BEFORE DELETE ON workers FOR EACH ROW EXECUTE FUNCTION ebook_owner_deleting();
--> statement-breakpoint
CREATE TRIGGER ebook_contracts_delete BEFORE DELETE ON contracts FOR EACH ROW EXECUTE FUNCTION ebook_owner_deleting();
--> statement-breakpoint
-- Backfill: every existing document that counts, as version 1.
SELECT ebook_index_document('purchase_order', id) FROM purchase_orders WHERE status <> 'draft' ORDER BY id;
--> statement-breakpoint
SELECT ebook_index_document('delivery', id) FROM deliveries ORDER BY id;
--> statement-breakpoint
SELECT ebook_index_document('invoice', id) FROM invoices ORDER BY id;
--> statement-breakpoint
SELECT ebook_index_document('payment_notification', id) FROM payment_notifications WHERE status <> 'before_sending' ORDER BY id;
