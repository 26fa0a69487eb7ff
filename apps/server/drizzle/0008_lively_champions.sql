CREATE TABLE "episode_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"episode_id" varchar(120) NOT NULL,
	"correct" smallint NOT NULL,
	"total" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "episode_results_user_idx" ON "episode_results" USING btree ("user_id","created_at");