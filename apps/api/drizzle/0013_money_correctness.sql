CREATE TABLE "payment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"payment_id" integer,
	"payment_notification_id" integer,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "postponement_agreed_on" date;--> statement-breakpoint
ALTER TABLE "alert_email_settings" ADD COLUMN "due_alert_business_days" integer;--> statement-breakpoint
ALTER TABLE "payment_notification_lines" ADD COLUMN "adjustment_category" text;--> statement-breakpoint
ALTER TABLE "payment_notification_lines" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "deemed_approval_days" integer;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "worker_message" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "payment_due_date" date;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "late_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_due_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "original_client_name" text;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_payment_notification_id_payment_notifications_id_fk" FOREIGN KEY ("payment_notification_id") REFERENCES "public"."payment_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_logs_payment_idx" ON "payment_logs" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_logs_notification_idx" ON "payment_logs" USING btree ("payment_notification_id","id");--> statement-breakpoint
CREATE INDEX "payment_logs_company_idx" ON "payment_logs" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- Data: each notification's earliest 支払期日 from its groups, and each payment's from its notification.
UPDATE "payment_notifications" n SET "payment_due_date" = d.due
  FROM (SELECT g."payment_notification_id" AS id, min(ig."payment_due_date") AS due
          FROM "payment_notification_groups" g JOIN "purchase_order_item_groups" ig ON ig."id" = g."item_group_id"
         GROUP BY g."payment_notification_id") d
 WHERE d.id = n."id";--> statement-breakpoint
UPDATE "payments" p SET "payment_due_date" = n."payment_due_date"
  FROM "payment_notifications" n WHERE n."id" = p."payment_notification_id";--> statement-breakpoint
-- Adjustments written before categories existed were all 不課税 and not withheld: 立替金, or その他 when negative.
UPDATE "payment_notification_lines" SET "adjustment_category" = CASE WHEN "amount" < 0 THEN 'other' ELSE 'reimbursement' END,
       "adjustment_reason" = CASE WHEN "amount" < 0 THEN '区分の導入前に登録された調整' ELSE NULL END
 WHERE "kind" = 'adjustment';
