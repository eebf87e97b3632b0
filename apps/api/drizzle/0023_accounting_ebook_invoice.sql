CREATE TABLE "accounting_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebook_document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebook_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_code" text NOT NULL,
	"number" text NOT NULL,
	"transaction_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"partner_name" text NOT NULL,
	"partner_code" text NOT NULL,
	"worker_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"retain_until" date NOT NULL,
	"source_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"loss_carryforward" boolean DEFAULT false NOT NULL,
	"fiscal_year_end_month" integer DEFAULT 3 NOT NULL,
	"regulation_adopted_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_registration_sync" (
	"id" integer PRIMARY KEY NOT NULL,
	"synced_through" date,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "invoice_registrations" (
	"registration_number" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'unchecked' NOT NULL,
	"name" text,
	"registered_on" date,
	"ended_on" date,
	"published_updated_on" date,
	"checked_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_mappings" ADD CONSTRAINT "accounting_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_document_versions" ADD CONSTRAINT "ebook_document_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_document_versions" ADD CONSTRAINT "ebook_document_versions_document_id_ebook_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ebook_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_documents" ADD CONSTRAINT "ebook_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_settings" ADD CONSTRAINT "ebook_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_mappings_key_uq" ON "accounting_mappings" USING btree ("company_id","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_document_versions_uq" ON "ebook_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "ebook_document_versions_company_idx" ON "ebook_document_versions" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_documents_source_uq" ON "ebook_documents" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "ebook_documents_company_date_idx" ON "ebook_documents" USING btree ("company_id","transaction_date","id");--> statement-breakpoint
CREATE INDEX "ebook_documents_company_amount_idx" ON "ebook_documents" USING btree ("company_id","amount","id");--> statement-breakpoint
CREATE INDEX "ebook_documents_company_partner_idx" ON "ebook_documents" USING btree ("company_id","partner_code","transaction_date");--> statement-breakpoint
CREATE INDEX "ebook_documents_partner_trgm_idx" ON "ebook_documents" USING gin ("partner_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "accounting_mappings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_mappings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "accounting_mappings" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "ebook_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ebook_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ebook_documents" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "ebook_document_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ebook_document_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ebook_document_versions" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "ebook_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ebook_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ebook_settings" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
