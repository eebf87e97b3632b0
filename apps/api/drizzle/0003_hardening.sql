DROP INDEX "employee_invites_email_uq";--> statement-breakpoint
DROP INDEX "employees_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invites_company_email_uq" ON "employee_invites" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_email_uq" ON "employees" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree (lower("email"));