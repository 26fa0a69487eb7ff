CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"challenge_updates" boolean DEFAULT true NOT NULL,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_sent" (
	"kind" varchar(32) NOT NULL,
	"recipient_id" uuid NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"period" varchar(16) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_sent_kind_recipient_id_subject_id_period_pk" PRIMARY KEY("kind","recipient_id","subject_id","period")
);
--> statement-breakpoint
CREATE INDEX "notifications_sent_recipient_idx" ON "notifications_sent" USING btree ("recipient_id");