CREATE TABLE "alert_email_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"alerts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_notification_message" text,
	"deemed_approval_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_transfer_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_transfer_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"requester_code" text NOT NULL,
	"requester_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"format" text NOT NULL,
	"transfer_date" date NOT NULL,
	"transfer_account_id" integer,
	"file_name" text NOT NULL,
	"content_base64" text NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_exports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_notification_groups" (
	"payment_notification_id" integer NOT NULL,
	"item_group_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "payment_notification_groups_payment_notification_id_item_group_id_pk" PRIMARY KEY("payment_notification_id","item_group_id")
);
--> statement-breakpoint
CREATE TABLE "payment_notification_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notification_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_notification_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_group_id" integer,
	"contract_id" integer,
	"transaction_date" date,
	"name" text NOT NULL,
	"quantity" numeric(8, 2) DEFAULT 1 NOT NULL,
	"unit" text,
	"unit_price" bigint NOT NULL,
	"tax_rate" integer,
	"amount" bigint NOT NULL,
	"withholds" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"worker_id" integer NOT NULL,
	"status" text DEFAULT 'before_sending' NOT NULL,
	"payment_month" text NOT NULL,
	"payment_date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"remarks" text,
	"worker_name" text NOT NULL,
	"worker_entity_type" text DEFAULT 'individual' NOT NULL,
	"worker_registration_number" text,
	"per_rate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"withholding_base" bigint DEFAULT 0 NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"adjustment_total" bigint DEFAULT 0 NOT NULL,
	"transfer_amount" bigint DEFAULT 0 NOT NULL,
	"worker_comment" text,
	"deemed_approved" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(normalize(worker_name, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), '[[:space:]　]+', '', 'g')) STORED,
	"created_by_id" integer,
	"submitted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"worker_id" integer NOT NULL,
	"payment_notification_id" integer,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"remarks" text,
	"export_id" integer,
	"exported_at" timestamp with time zone,
	"paid_on" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"run_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_job_runs_job_run_date_pk" PRIMARY KEY("job","run_date")
);
--> statement-breakpoint
ALTER TABLE "alert_email_settings" ADD CONSTRAINT "alert_email_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_transfer_accounts" ADD CONSTRAINT "company_transfer_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exports" ADD CONSTRAINT "payment_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exports" ADD CONSTRAINT "payment_exports_transfer_account_id_company_transfer_accounts_id_fk" FOREIGN KEY ("transfer_account_id") REFERENCES "public"."company_transfer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exports" ADD CONSTRAINT "payment_exports_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_groups" ADD CONSTRAINT "payment_notification_groups_payment_notification_id_payment_notifications_id_fk" FOREIGN KEY ("payment_notification_id") REFERENCES "public"."payment_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_groups" ADD CONSTRAINT "payment_notification_groups_item_group_id_purchase_order_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."purchase_order_item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_groups" ADD CONSTRAINT "payment_notification_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_lines" ADD CONSTRAINT "payment_notification_lines_payment_notification_id_payment_notifications_id_fk" FOREIGN KEY ("payment_notification_id") REFERENCES "public"."payment_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_lines" ADD CONSTRAINT "payment_notification_lines_item_group_id_purchase_order_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."purchase_order_item_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification_lines" ADD CONSTRAINT "payment_notification_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_notification_id_payment_notifications_id_fk" FOREIGN KEY ("payment_notification_id") REFERENCES "public"."payment_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_export_id_payment_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payment_exports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_transfer_accounts_company_idx" ON "company_transfer_accounts" USING btree ("company_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_transfer_accounts_default_uq" ON "company_transfer_accounts" USING btree ("company_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "payment_exports_company_idx" ON "payment_exports" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notification_groups_group_uq" ON "payment_notification_groups" USING btree ("item_group_id");--> statement-breakpoint
CREATE INDEX "payment_notification_lines_notification_idx" ON "payment_notification_lines" USING btree ("payment_notification_id","position");--> statement-breakpoint
CREATE INDEX "payment_notifications_company_idx" ON "payment_notifications" USING btree ("company_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_company_status_idx" ON "payment_notifications" USING btree ("company_id","status","payment_date","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_worker_idx" ON "payment_notifications" USING btree ("company_id","worker_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_reviewing_idx" ON "payment_notifications" USING btree ("submitted_at") WHERE status = 'reviewing';--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_company_status_idx" ON "payments" USING btree ("company_id","status","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_company_worker_idx" ON "payments" USING btree ("company_id","worker_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_company_unexported_idx" ON "payments" USING btree ("company_id","payment_date","id") WHERE exported_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_notification_uq" ON "payments" USING btree ("payment_notification_id");