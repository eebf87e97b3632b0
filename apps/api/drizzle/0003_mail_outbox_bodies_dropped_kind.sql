ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_company_recent_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
-- mail already delivered or given up keeps no body: the links in it must not outlive the delivery (issue #8)
UPDATE "mail_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" <> 'pending';
