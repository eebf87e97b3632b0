CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"item_group_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"comment" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_comment" text,
	"reviewed_by_id" integer,
	"reviewed_by_name" text,
	"inspected_on" date,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deliveries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"item_group_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"uses_payment_notification" boolean DEFAULT false NOT NULL,
	"invoice_number" text,
	"invoice_date" date NOT NULL,
	"registration_number" text,
	"per_rate" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"comment" text,
	"file" jsonb,
	"employee_comment" text,
	"reviewed_by_id" integer,
	"reviewed_by_name" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "invoices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_item_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_item_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"delivery_date" date,
	"inspection_date" date,
	"payment_due_date" date,
	"subtotal" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"unit" text,
	"unit_price" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" bigint,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text NOT NULL,
	"comment" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"order_date" date NOT NULL,
	"delivery_place" text,
	"payment_method" text,
	"has_inspection" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"project_id" integer,
	"original_due_date" date,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"withholding" bigint,
	"first_delivery_date" date,
	"worker_comment" text,
	"search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(normalize(title, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), '[[:space:]　]+', '', 'g')) STORED,
	"created_by_id" integer,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "worker_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "is_redelegation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_item_group_id_purchase_order_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."purchase_order_item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_reviewed_by_id_employees_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_item_group_id_purchase_order_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."purchase_order_item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reviewed_by_id_employees_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_item_groups" ADD CONSTRAINT "purchase_order_item_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_item_groups" ADD CONSTRAINT "purchase_order_item_groups_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_item_group_id_purchase_order_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."purchase_order_item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_logs" ADD CONSTRAINT "purchase_order_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_logs" ADD CONSTRAINT "purchase_order_logs_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_notices" ADD CONSTRAINT "worker_notices_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_notices" ADD CONSTRAINT "worker_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_company_idx" ON "deliveries" USING btree ("company_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_company_status_idx" ON "deliveries" USING btree ("company_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_group_idx" ON "deliveries" USING btree ("item_group_id","id");--> statement-breakpoint
CREATE INDEX "deliveries_contract_idx" ON "deliveries" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_group_open_uq" ON "deliveries" USING btree ("item_group_id") WHERE status in ('reviewing', 'approved');--> statement-breakpoint
CREATE INDEX "invoices_group_idx" ON "invoices" USING btree ("item_group_id","id");--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_open_uq" ON "invoices" USING btree ("item_group_id") WHERE status in ('reviewing', 'approved');--> statement-breakpoint
CREATE INDEX "purchase_order_item_groups_order_idx" ON "purchase_order_item_groups" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_items_group_idx" ON "purchase_order_items" USING btree ("item_group_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_logs_order_idx" ON "purchase_order_logs" USING btree ("purchase_order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_date_idx" ON "purchase_orders" USING btree ("company_id","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" USING btree ("company_id","status","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_worker_idx" ON "purchase_orders" USING btree ("company_id","worker_id","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_contract_idx" ON "purchase_orders" USING btree ("contract_id","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "purchase_orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm_idx" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worker_notices_account_idx" ON "worker_notices" USING btree ("account_id","created_at","id");