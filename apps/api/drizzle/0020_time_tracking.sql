CREATE TABLE "time_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"recorded_minutes" integer DEFAULT 0 NOT NULL,
	"recorded_days" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	"returned_at" timestamp with time zone,
	"returned_by_id" integer,
	"return_comment" text,
	"settlement" jsonb,
	"payment_notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_operation_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"month" date NOT NULL,
	"work_date" date,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_employee_id" integer,
	"actor_name" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"contract_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"project_id" integer,
	"kind" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer NOT NULL,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_records_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "time_timers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_timers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_approved_by_id_employees_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_returned_by_id_employees_id_fk" FOREIGN KEY ("returned_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_months" ADD CONSTRAINT "time_months_payment_notification_id_payment_notifications_id_fk" FOREIGN KEY ("payment_notification_id") REFERENCES "public"."payment_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_operation_logs" ADD CONSTRAINT "time_operation_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_operation_logs" ADD CONSTRAINT "time_operation_logs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_operation_logs" ADD CONSTRAINT "time_operation_logs_actor_employee_id_employees_id_fk" FOREIGN KEY ("actor_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_month_id_time_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."time_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_months_contract_month_uq" ON "time_months" USING btree ("contract_id","month");--> statement-breakpoint
CREATE INDEX "time_months_company_month_idx" ON "time_months" USING btree ("company_id","month","id");--> statement-breakpoint
CREATE INDEX "time_months_worker_idx" ON "time_months" USING btree ("worker_id","month");--> statement-breakpoint
CREATE INDEX "time_operation_logs_contract_month_idx" ON "time_operation_logs" USING btree ("contract_id","month","id");--> statement-breakpoint
CREATE INDEX "time_records_contract_date_idx" ON "time_records" USING btree ("contract_id","work_date","id");--> statement-breakpoint
CREATE INDEX "time_records_month_idx" ON "time_records" USING btree ("month_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "time_timers_worker_uq" ON "time_timers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "time_timers_contract_idx" ON "time_timers" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_company_time_tracked_idx" ON "contracts" USING btree ("company_id","id") WHERE is_enable_time_tracking;--> statement-breakpoint
ALTER TABLE "time_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_months" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "time_months" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "time_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_records" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "time_records" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "time_timers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_timers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "time_timers" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "time_operation_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_operation_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "time_operation_logs" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
