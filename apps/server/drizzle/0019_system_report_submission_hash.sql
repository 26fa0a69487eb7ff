ALTER TABLE "system_reports" ADD COLUMN "submission_hash" text;--> statement-breakpoint
ALTER TABLE "system_reports" ADD CONSTRAINT "system_reports_submission_hash_unique" UNIQUE("submission_hash");