CREATE TABLE "throttle_counters" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_window_start_idx" ON "throttle_counters" USING btree ("window_start");
--> statement-breakpoint
DROP TABLE "throttle_events" CASCADE;