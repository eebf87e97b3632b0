ALTER TABLE "my_numbers" DROP CONSTRAINT "my_numbers_worker_id_workers_id_fk";
--> statement-breakpoint
ALTER TABLE "my_numbers" ADD CONSTRAINT "my_numbers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;