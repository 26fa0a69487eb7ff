CREATE TABLE "room_answers" (
	"player_id" uuid NOT NULL,
	"item_index" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_answers_player_id_item_index_pk" PRIMARY KEY("player_id","item_index")
);
--> statement-breakpoint
CREATE TABLE "room_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"nickname" varchar(40) NOT NULL,
	"nickname_key" varchar(80) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(6) NOT NULL,
	"activity_id" varchar(120) NOT NULL,
	"host_user_id" uuid NOT NULL,
	"state" varchar(10) NOT NULL,
	"seed" varchar(32) NOT NULL,
	"item_count" smallint NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"players_at_end" smallint,
	"answers_at_end" integer,
	"correct_at_end" integer
);
--> statement-breakpoint
ALTER TABLE "room_answers" ADD CONSTRAINT "room_answers_player_id_room_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."room_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_players" ADD CONSTRAINT "room_players_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_players_nickname_idx" ON "room_players" USING btree ("room_id","nickname_key");--> statement-breakpoint
CREATE UNIQUE INDEX "room_players_token_idx" ON "room_players" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_code_idx" ON "rooms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rooms_state_created_idx" ON "rooms" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "rooms_host_idx" ON "rooms" USING btree ("host_user_id");