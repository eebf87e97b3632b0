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
ALTER TABLE "workers" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "worker_account_devices" ADD CONSTRAINT "worker_account_devices_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_password_reset_tokens" ADD CONSTRAINT "worker_password_reset_tokens_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_account_devices_client_uq" ON "worker_account_devices" USING btree ("account_id","client_id");--> statement-breakpoint
CREATE INDEX "worker_account_devices_account_idx" ON "worker_account_devices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_accounts_email_uq" ON "worker_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "worker_password_reset_tokens_token_uq" ON "worker_password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "worker_password_reset_tokens_account_idx" ON "worker_password_reset_tokens" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_company_account_uq" ON "workers" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE INDEX "workers_account_idx" ON "workers" USING btree ("account_id");