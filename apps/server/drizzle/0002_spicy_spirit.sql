CREATE TABLE "episode_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" varchar(120) NOT NULL,
	"liked" boolean NOT NULL,
	"comment" varchar(500) NOT NULL,
	"session_hash" text NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "episode_feedback_session_episode" UNIQUE("session_hash","episode_id")
);
