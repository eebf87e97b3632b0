CREATE TABLE "company_purchase_order_templates" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"delivery_place" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"inspection_type" text DEFAULT 'none' NOT NULL,
	"inspection_days" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"item_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "company_purchase_order_templates" ADD CONSTRAINT "company_purchase_order_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_name_uq" ON "projects" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_number_uq" ON "projects" USING btree ("company_id","project_number") WHERE "projects"."project_number" is not null;