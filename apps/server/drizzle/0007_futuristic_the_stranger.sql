ALTER TABLE "campaign_registrations" ALTER COLUMN "phone" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "competition_registrations" ALTER COLUMN "phone" SET DATA TYPE varchar(255);