CREATE TABLE "my_number_operation_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_number_operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer,
	"actor_name" text NOT NULL,
	"actor_type" text NOT NULL,
	"worker_id" integer,
	"worker_code" text,
	"worker_name" text,
	"action" text NOT NULL,
	"refused_action" text,
	"purpose" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_number_step_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_number_step_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_number_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_number_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"my_number_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"worker_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_use_office_work" boolean DEFAULT false NOT NULL,
	"is_use_record" boolean DEFAULT true NOT NULL,
	"is_need_number_confirmation_file" boolean DEFAULT false NOT NULL,
	"is_need_identification_file" boolean DEFAULT false NOT NULL,
	"encrypted_value" text,
	"value_hmac" text,
	"number_confirmation_file_key" text,
	"identification_file_key" text,
	"pending_confirmation_key" text,
	"pending_confirmation_name" text,
	"pending_identification_key" text,
	"pending_identification_name" text,
	"purpose_ends_on" date,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_numbers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_my_number_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "my_number_operation_logs" ADD CONSTRAINT "my_number_operation_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_number_step_ups" ADD CONSTRAINT "my_number_step_ups_device_id_auth_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."auth_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_number_tokens" ADD CONSTRAINT "my_number_tokens_my_number_id_my_numbers_id_fk" FOREIGN KEY ("my_number_id") REFERENCES "public"."my_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_numbers" ADD CONSTRAINT "my_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_numbers" ADD CONSTRAINT "my_numbers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_numbers" ADD CONSTRAINT "my_numbers_requested_by_employees_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_number_operation_logs_company_idx" ON "my_number_operation_logs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "my_number_operation_logs_worker_idx" ON "my_number_operation_logs" USING btree ("company_id","worker_id","id");--> statement-breakpoint
CREATE INDEX "my_number_step_ups_device_idx" ON "my_number_step_ups" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "my_number_tokens_hash_uq" ON "my_number_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "my_number_tokens_my_number_idx" ON "my_number_tokens" USING btree ("my_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_numbers_company_worker_uq" ON "my_numbers" USING btree ("company_id","worker_id");--> statement-breakpoint
CREATE INDEX "my_numbers_company_idx" ON "my_numbers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "my_numbers_company_hmac_idx" ON "my_numbers" USING btree ("company_id","value_hmac");