CREATE TABLE "game_launch_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "duration_seconds" smallint;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launch_tokens_expires_idx" ON "game_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rooms_class_notified_idx" ON "rooms" USING btree ("class_id") WHERE "rooms"."notified_at" is not null;