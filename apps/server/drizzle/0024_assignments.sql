CREATE TABLE "assignment_answers" (
	"run_id" uuid NOT NULL,
	"item_index" smallint NOT NULL,
	"assignment_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	"given" varchar(200),
	"question" varchar(1000) NOT NULL,
	"expected" varchar(200) NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assignment_answers_run_id_item_index_pk" PRIMARY KEY("run_id","item_index")
);
--> statement-breakpoint
CREATE TABLE "assignment_runs" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" varchar(120) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"correct" smallint,
	"total" smallint,
	"stars" smallint,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "assignment_students" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"activity_ids" jsonb NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"item_count" smallint NOT NULL,
	"seed" varchar(32) NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_run_id_assignment_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."assignment_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_runs" ADD CONSTRAINT "assignment_runs_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_answers_assignment_idx" ON "assignment_answers" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_runs_assignment_idx" ON "assignment_runs" USING btree ("assignment_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_students_user_idx" ON "assignment_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_teacher_idx" ON "assignments" USING btree ("teacher_id");