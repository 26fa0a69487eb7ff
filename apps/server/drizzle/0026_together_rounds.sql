ALTER TABLE "rooms" ADD COLUMN "round_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "next_code" varchar(6);