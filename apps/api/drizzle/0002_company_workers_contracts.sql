CREATE TABLE "agent_contract_workers" (
	"agent_contract_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	CONSTRAINT "agent_contract_workers_agent_contract_id_worker_id_pk" PRIMARY KEY("agent_contract_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"fee_type" text NOT NULL,
	"fee_rate_bp" integer,
	"fixed_fee" bigint,
	"usance" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"entity_type" text DEFAULT 'corporation' NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"postal_code" text,
	"address" text,
	"invoice_registration_number" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contract_projects" (
	"contract_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "contract_projects_contract_id_project_id_pk" PRIMARY KEY("contract_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "employee_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"department_id" integer,
	"token_hash" text NOT NULL,
	"expire_days" integer DEFAULT 7 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "worker_bank_accounts" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_kana" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_family_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_family_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_kana" text DEFAULT '' NOT NULL,
	"relationship" text NOT NULL,
	"birthday" date,
	"is_dependent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"worker_id" integer,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"invited_by" integer,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_list_display_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_list_display_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_personal_infos" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"postal_code" text,
	"prefecture_id" integer,
	"address" text,
	"building" text,
	"phone" text,
	"birthday" date,
	"gender" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "corporate_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "contract_type" text DEFAULT 'outsourcing' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_price_type" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_price" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tax_type" text DEFAULT 'excluded' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tax_rate" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "withholding_type" text DEFAULT 'not_withhold' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "usance" text DEFAULT 'end_of_month_next_month_25' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(normalize(title, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), '[[:space:]　]+', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "is_enable_time_tracking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "time_tracking_slack_webhook_url" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "purchase_order_item_group_templates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_workers" ADD CONSTRAINT "agent_contract_workers_agent_contract_id_agent_contracts_id_fk" FOREIGN KEY ("agent_contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_workers" ADD CONSTRAINT "agent_contract_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_projects" ADD CONSTRAINT "contract_projects_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_projects" ADD CONSTRAINT "contract_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_invited_by_id_employees_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_bank_accounts" ADD CONSTRAINT "worker_bank_accounts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_bank_accounts" ADD CONSTRAINT "worker_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_family_members" ADD CONSTRAINT "worker_family_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_family_members" ADD CONSTRAINT "worker_family_members_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_invites" ADD CONSTRAINT "worker_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_invites" ADD CONSTRAINT "worker_invites_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_invites" ADD CONSTRAINT "worker_invites_invited_by_employees_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_list_display_fields" ADD CONSTRAINT "worker_list_display_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_personal_infos" ADD CONSTRAINT "worker_personal_infos_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_personal_infos" ADD CONSTRAINT "worker_personal_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_workers_worker_idx" ON "agent_contract_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_idx" ON "agent_contracts" USING btree ("agent_id","start_date","id");--> statement-breakpoint
CREATE INDEX "agents_company_kana_idx" ON "agents" USING btree ("company_id","name_kana","id");--> statement-breakpoint
CREATE INDEX "contract_projects_project_idx" ON "contract_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_token_uq" ON "employee_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_email_uq" ON "employee_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employee_invites_company_idx" ON "employee_invites" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_employee_idx" ON "password_reset_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "worker_family_members_worker_idx" ON "worker_family_members" USING btree ("worker_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_invites_token_idx" ON "worker_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_invites_pending_worker_idx" ON "worker_invites" USING btree ("worker_id") WHERE "worker_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "worker_invites_company_idx" ON "worker_invites" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_list_display_fields_company_key_idx" ON "worker_list_display_fields" USING btree ("company_id","field_key");--> statement-breakpoint
CREATE INDEX "contracts_company_start_idx" ON "contracts" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workers_company_kana_idx" ON "workers" USING btree ("company_id","full_name_kana","id");--> statement-breakpoint
CREATE INDEX "workers_company_email_idx" ON "workers" USING btree ("company_id",lower("email"));