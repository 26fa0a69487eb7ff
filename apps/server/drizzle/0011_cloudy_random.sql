CREATE TABLE "run_answers" (
	"run_id" uuid NOT NULL,
	"item_index" smallint NOT NULL,
	"skill" varchar(80) NOT NULL,
	"level" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "run_answers_run_id_item_index_pk" PRIMARY KEY("run_id","item_index")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_key" varchar(64),
	"activity_id" varchar(120) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"skill" varchar(80) NOT NULL,
	"seed" varchar(32) NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"item_count" smallint NOT NULL,
	"adaptive" boolean NOT NULL,
	"level" smallint NOT NULL,
	"streak" smallint DEFAULT 0 NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"correct" smallint DEFAULT 0 NOT NULL,
	"context" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"stars" smallint
);
--> statement-breakpoint
CREATE TABLE "skill_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_key" varchar(64),
	"skill" varchar(80) NOT NULL,
	"rating" real NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_level" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_results" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "run_answers" ADD CONSTRAINT "run_answers_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_user_idx" ON "runs" USING btree ("user_id","started_at") WHERE "runs"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "runs_guest_idx" ON "runs" USING btree ("guest_key") WHERE "runs"."guest_key" is not null;--> statement-breakpoint
CREATE INDEX "runs_active_idx" ON "runs" USING btree ("last_active_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_estimates_user_idx" ON "skill_estimates" USING btree ("user_id","skill") WHERE "skill_estimates"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_estimates_guest_idx" ON "skill_estimates" USING btree ("guest_key","skill") WHERE "skill_estimates"."guest_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "episode_results_run_idx" ON "episode_results" USING btree ("run_id");