ALTER TABLE "contracts" ADD COLUMN "time_settlement" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "time_rounding" jsonb;