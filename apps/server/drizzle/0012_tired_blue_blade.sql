ALTER TABLE "room_answers" ADD COLUMN "bonus" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_answers" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "device_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "extra_time" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "rerolls" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "knock_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "room_players" ADD COLUMN "knock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "mode" varchar(16) DEFAULT 'class-room' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "seats_taken" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "join_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "check_secret" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "nickname_mode" varchar(10) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "speed_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "pace" varchar(10) DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "seconds_per_question" smallint;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "round" smallint;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "round_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "results_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "room_players_knock_idx" ON "room_players" USING btree ("knock_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "room_players_user_idx" ON "room_players" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "rooms_results_until_idx" ON "rooms" USING btree ("results_until") WHERE "rooms"."results_until" is not null;--> statement-breakpoint
UPDATE "rooms" SET "seats_taken" = (SELECT count(*) FROM "room_players" p WHERE p."room_id" = "rooms"."id");