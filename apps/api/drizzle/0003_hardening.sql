CREATE TABLE "worker_account_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_account_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_access_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer,
	"worker_id" integer,
	"data_kinds" text NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "employee_invites_email_uq";--> statement-breakpoint
DROP INDEX "employees_email_uq";--> statement-breakpoint
DROP INDEX "workers_company_email_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "worker_account_devices" ADD CONSTRAINT "worker_account_devices_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_password_reset_tokens" ADD CONSTRAINT "worker_password_reset_tokens_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access_logs" ADD CONSTRAINT "personal_data_access_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access_logs" ADD CONSTRAINT "personal_data_access_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access_logs" ADD CONSTRAINT "personal_data_access_logs_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_account_devices_client_uq" ON "worker_account_devices" USING btree ("account_id","client_id");--> statement-breakpoint
CREATE INDEX "worker_account_devices_account_idx" ON "worker_account_devices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_accounts_email_uq" ON "worker_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "worker_password_reset_tokens_token_uq" ON "worker_password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "worker_password_reset_tokens_account_idx" ON "worker_password_reset_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "personal_data_access_logs_company_idx" ON "personal_data_access_logs" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_devices_client_idx" ON "auth_devices" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_company_email_uq" ON "employee_invites" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_email_uq" ON "employees" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_company_recent_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_company_email_uq" ON "workers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "workers_company_account_uq" ON "workers" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE INDEX "workers_account_idx" ON "workers" USING btree ("account_id");--> statement-breakpoint
-- mail already delivered or given up keeps no body: the links in it must not outlive the delivery (issue #8)
UPDATE "mail_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" <> 'pending';
