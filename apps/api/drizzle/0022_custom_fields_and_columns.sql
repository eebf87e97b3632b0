CREATE TABLE "custom_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"view_roles" jsonb DEFAULT '["owner_administrator","administrator","general","viewer"]'::jsonb NOT NULL,
	"edit_roles" jsonb DEFAULT '["owner_administrator","administrator","general"]'::jsonb NOT NULL,
	"ask_in_portal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "worker_custom_field_values" (
	"company_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value_text" text,
	"value_number" numeric(20, 4),
	"value_date" date,
	"value_bool" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_custom_field_values_worker_id_field_id_pk" PRIMARY KEY("worker_id","field_id")
);
--> statement-breakpoint
DROP INDEX "worker_list_display_fields_company_key_idx";--> statement-breakpoint
ALTER TABLE "worker_list_display_fields" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_custom_field_values" ADD CONSTRAINT "worker_custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_custom_field_values" ADD CONSTRAINT "worker_custom_field_values_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_custom_field_values" ADD CONSTRAINT "worker_custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_company_name_uq" ON "custom_fields" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_fields_company_position_idx" ON "custom_fields" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "worker_custom_field_values_text_idx" ON "worker_custom_field_values" USING btree ("field_id","value_text");--> statement-breakpoint
CREATE INDEX "worker_custom_field_values_number_idx" ON "worker_custom_field_values" USING btree ("field_id","value_number");--> statement-breakpoint
CREATE INDEX "worker_custom_field_values_date_idx" ON "worker_custom_field_values" USING btree ("field_id","value_date");--> statement-breakpoint
ALTER TABLE "worker_list_display_fields" ADD CONSTRAINT "worker_list_display_fields_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_list_display_fields_employee_key_idx" ON "worker_list_display_fields" USING btree ("employee_id","field_key") WHERE employee_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_list_display_fields_company_key_idx" ON "worker_list_display_fields" USING btree ("company_id","field_key") WHERE employee_id is null;--> statement-breakpoint
ALTER TABLE "custom_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_fields" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "custom_fields" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
--> statement-breakpoint
ALTER TABLE "worker_custom_field_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "worker_custom_field_values" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "worker_custom_field_values" USING (app_company_id() IS NULL OR company_id = app_company_id()) WITH CHECK (app_company_id() IS NULL OR company_id = app_company_id());
