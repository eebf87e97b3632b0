-- Issue #21: readable per-company document numbers, and the screen a company notification opens.
CREATE TABLE "document_sequences" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "document_sequences_company_id_kind_period_pk" PRIMARY KEY("company_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_sequences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "document_sequences" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "number" text;--> statement-breakpoint
-- Existing purchase_orders: numbered per company and period in the order they were made (PO-period-NNN…).
WITH numbered AS (
  SELECT id, company_id, to_char(order_date, 'YYYY') AS period,
    row_number() OVER (PARTITION BY company_id, to_char(order_date, 'YYYY') ORDER BY created_at, id) AS n
  FROM "purchase_orders"
)
UPDATE "purchase_orders" t SET "number" = 'PO-' || numbered.period || '-' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
FROM numbered WHERE numbered.id = t.id;--> statement-breakpoint
INSERT INTO "document_sequences" (company_id, kind, period, last_value)
SELECT company_id, 'purchase_order', to_char(order_date, 'YYYY'), count(*) FROM "purchase_orders" GROUP BY company_id, to_char(order_date, 'YYYY');--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "number" text;--> statement-breakpoint
-- Existing payment_notifications: numbered per company and period in the order they were made (PN-period-NNN…).
WITH numbered AS (
  SELECT id, company_id, replace(payment_month, '-', '') AS period,
    row_number() OVER (PARTITION BY company_id, replace(payment_month, '-', '') ORDER BY created_at, id) AS n
  FROM "payment_notifications"
)
UPDATE "payment_notifications" t SET "number" = 'PN-' || numbered.period || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE numbered.id = t.id;--> statement-breakpoint
INSERT INTO "document_sequences" (company_id, kind, period, last_value)
SELECT company_id, 'payment_notification', replace(payment_month, '-', ''), count(*) FROM "payment_notifications" GROUP BY company_id, replace(payment_month, '-', '');--> statement-breakpoint
ALTER TABLE "payment_notifications" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "number" text;--> statement-breakpoint
-- Existing payments: numbered per company and period in the order they were made (PY-period-NNN…).
WITH numbered AS (
  SELECT id, company_id, to_char(payment_date, 'YYYYMM') AS period,
    row_number() OVER (PARTITION BY company_id, to_char(payment_date, 'YYYYMM') ORDER BY created_at, id) AS n
  FROM "payments"
)
UPDATE "payments" t SET "number" = 'PY-' || numbered.period || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE numbered.id = t.id;--> statement-breakpoint
INSERT INTO "document_sequences" (company_id, kind, period, last_value)
SELECT company_id, 'payment', to_char(payment_date, 'YYYYMM'), count(*) FROM "payments" GROUP BY company_id, to_char(payment_date, 'YYYYMM');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_exports" ADD COLUMN "number" text;--> statement-breakpoint
-- Existing payment_exports: numbered per company and period in the order they were made (FB-period-NNN…).
WITH numbered AS (
  SELECT id, company_id, to_char(transfer_date, 'YYYYMM') AS period,
    row_number() OVER (PARTITION BY company_id, to_char(transfer_date, 'YYYYMM') ORDER BY created_at, id) AS n
  FROM "payment_exports"
)
UPDATE "payment_exports" t SET "number" = 'FB-' || numbered.period || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE numbered.id = t.id;--> statement-breakpoint
INSERT INTO "document_sequences" (company_id, kind, period, last_value)
SELECT company_id, 'payment_export', to_char(transfer_date, 'YYYYMM'), count(*) FROM "payment_exports" GROUP BY company_id, to_char(transfer_date, 'YYYYMM');--> statement-breakpoint
ALTER TABLE "payment_exports" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exports_number_uq" ON "payment_exports" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_number_uq" ON "payment_notifications" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_uq" ON "payments" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_uq" ON "purchase_orders" USING btree ("company_id","number");