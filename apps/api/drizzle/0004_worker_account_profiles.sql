CREATE TABLE "worker_account_bank_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
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
CREATE TABLE "worker_account_family_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_account_family_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_kana" text DEFAULT '' NOT NULL,
	"relationship" text NOT NULL,
	"birthday" date,
	"is_dependent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_account_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"full_name_kana" text DEFAULT '' NOT NULL,
	"trade_name" text,
	"entity_type" text DEFAULT 'individual' NOT NULL,
	"corporate_number" text,
	"occupation" text,
	"birthday" date,
	"phone" text,
	"postal_code" text,
	"prefecture_id" integer,
	"address" text,
	"building" text,
	"gender" text,
	"invoice_status" text,
	"invoice_registration_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_account_bank_accounts" ADD CONSTRAINT "worker_account_bank_accounts_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_account_family_members" ADD CONSTRAINT "worker_account_family_members_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_account_profiles" ADD CONSTRAINT "worker_account_profiles_account_id_worker_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_account_family_members_account_idx" ON "worker_account_family_members" USING btree ("account_id","id");--> statement-breakpoint
-- What was kept per company's worker row moves to the worker's account (one truth for every linked company): a profile
-- for every account (names from its most recently updated worker row), personal data and bank account from that row.
INSERT INTO "worker_account_profiles" ("account_id", "full_name", "full_name_kana", "trade_name", "occupation", "birthday", "phone", "postal_code", "prefecture_id", "address", "building", "gender")
SELECT DISTINCT ON (a."id") a."id", coalesce(w."full_name", a."name", ''), coalesce(w."full_name_kana", ''), w."trade_name", w."occupation",
  p."birthday", p."phone", p."postal_code", p."prefecture_id", p."address", p."building", p."gender"
FROM "worker_accounts" a
LEFT JOIN "workers" w ON w."account_id" = a."id"
LEFT JOIN "worker_personal_infos" p ON p."worker_id" = w."id"
ORDER BY a."id", (p."worker_id" IS NULL), w."updated_at" DESC;
--> statement-breakpoint
INSERT INTO "worker_account_family_members" ("account_id", "name", "name_kana", "relationship", "birthday", "is_dependent")
SELECT w."account_id", f."name", f."name_kana", f."relationship", f."birthday", f."is_dependent"
FROM "worker_family_members" f JOIN "workers" w ON w."id" = f."worker_id"
WHERE w."account_id" IS NOT NULL
  AND w."id" = (SELECT min(w2."id") FROM "workers" w2 JOIN "worker_family_members" f2 ON f2."worker_id" = w2."id" WHERE w2."account_id" = w."account_id")
ORDER BY f."id";
--> statement-breakpoint
INSERT INTO "worker_account_bank_accounts" ("account_id", "bank_code", "bank_name", "branch_code", "branch_name", "account_type", "account_number", "account_holder_kana", "updated_at")
SELECT DISTINCT ON (w."account_id") w."account_id", b."bank_code", b."bank_name", b."branch_code", b."branch_name", b."account_type", lpad(b."account_number", 7, '0'), b."account_holder_kana", b."updated_at"
FROM "worker_bank_accounts" b JOIN "workers" w ON w."id" = b."worker_id"
WHERE w."account_id" IS NOT NULL
ORDER BY w."account_id", b."updated_at" DESC;
