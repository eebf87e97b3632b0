CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_record_categories" (
	"company_id" integer NOT NULL,
	"occupation" text NOT NULL,
	"category" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_record_categories_company_id_occupation_pk" PRIMARY KEY("company_id","occupation")
);
--> statement-breakpoint
CREATE TABLE "payment_record_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_record_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"contract_id" integer,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_id" integer,
	"emailed_at" timestamp with time zone,
	"emailed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_record_issues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_categories" ADD CONSTRAINT "payment_record_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_issues" ADD CONSTRAINT "payment_record_issues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_issues" ADD CONSTRAINT "payment_record_issues_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_issues" ADD CONSTRAINT "payment_record_issues_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_issues" ADD CONSTRAINT "payment_record_issues_published_by_id_employees_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_record_issues" ADD CONSTRAINT "payment_record_issues_emailed_by_id_employees_id_fk" FOREIGN KEY ("emailed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_company_idx" ON "job_runs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_record_issues_worker_uq" ON "payment_record_issues" USING btree ("company_id","year","worker_id") WHERE contract_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_record_issues_contract_uq" ON "payment_record_issues" USING btree ("company_id","year","contract_id") WHERE contract_id is not null;--> statement-breakpoint
CREATE INDEX "payment_record_issues_worker_idx" ON "payment_record_issues" USING btree ("worker_id","year");--> statement-breakpoint
CREATE INDEX "payments_company_paid_idx" ON "payments" USING btree ("company_id","paid_on") WHERE status = 'paid';--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "job_runs" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());--> statement-breakpoint
ALTER TABLE "payment_record_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_record_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payment_record_categories" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());--> statement-breakpoint
ALTER TABLE "payment_record_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_record_issues" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payment_record_issues" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
