DROP TABLE "worker_bank_accounts" CASCADE;--> statement-breakpoint
DROP TABLE "worker_family_members" CASCADE;--> statement-breakpoint
DROP TABLE "worker_personal_infos" CASCADE;