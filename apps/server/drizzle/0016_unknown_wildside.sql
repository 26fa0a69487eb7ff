CREATE TABLE "challenge_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"class_id" uuid,
	"class_name" varchar(50),
	"student_id" uuid,
	"registered_by" uuid NOT NULL,
	"school_id" integer,
	"school_name" varchar(255),
	"region" varchar(80) NOT NULL,
	"hide_names" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_scores" (
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"class_id" uuid,
	"display_name" varchar(50) NOT NULL,
	"score" integer NOT NULL,
	"runs" integer NOT NULL,
	"best_by_activity" jsonb NOT NULL,
	"first_played_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"final_rank" integer,
	"tier" varchar(20),
	"certificate_id" varchar(16),
	CONSTRAINT "challenge_scores_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "challenge_scores_certificate_id_unique" UNIQUE("certificate_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"grades" jsonb NOT NULL,
	"activity_ids" jsonb NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"warmup_starts_at" timestamp with time zone NOT NULL,
	"contest_starts_at" timestamp with time zone NOT NULL,
	"contest_ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"target_kind" varchar(20) NOT NULL,
	"target" integer NOT NULL,
	"tier_rule" jsonb NOT NULL,
	"min_participants" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_registrations" ADD CONSTRAINT "challenge_registrations_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_scores" ADD CONSTRAINT "challenge_scores_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_scores" ADD CONSTRAINT "challenge_scores_registration_id_challenge_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."challenge_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_registrations_class_key" ON "challenge_registrations" USING btree ("challenge_id","class_id") WHERE "challenge_registrations"."class_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_registrations_student_key" ON "challenge_registrations" USING btree ("challenge_id","student_id") WHERE "challenge_registrations"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "challenge_registrations_by_idx" ON "challenge_registrations" USING btree ("registered_by");--> statement-breakpoint
CREATE INDEX "challenge_scores_board_idx" ON "challenge_scores" USING btree ("challenge_id","score");