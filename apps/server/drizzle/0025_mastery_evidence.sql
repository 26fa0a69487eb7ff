ALTER TABLE "skill_estimates" ADD COLUMN "runs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_estimates" ADD COLUMN "days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_estimates" ADD COLUMN "recent_right" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_estimates" ADD COLUMN "recent_weight" real DEFAULT 0 NOT NULL;