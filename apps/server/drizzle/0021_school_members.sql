CREATE TABLE "roster_ids" (
	"scope" varchar(40) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sourced_id" varchar(255) NOT NULL,
	"local_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roster_ids_scope_kind_sourced_id_pk" PRIMARY KEY("scope","kind","sourced_id")
);
--> statement-breakpoint
CREATE TABLE "school_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"actor_id" uuid,
	"actor_label" varchar(255) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_classes" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"grade" varchar(2),
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_members" (
	"school_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "school_members_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "school_parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"parent_id" uuid NOT NULL,
	"student_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"linked_at" timestamp with time zone,
	"linked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"show_names_on_boards" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_audit" ADD CONSTRAINT "school_audit_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_parents" ADD CONSTRAINT "school_parents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_parents" ADD CONSTRAINT "school_parents_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_parents" ADD CONSTRAINT "school_parents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_audit_school_idx" ON "school_audit" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "school_classes_school_idx" ON "school_classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_members_user_idx" ON "school_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_parents_school_idx" ON "school_parents" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_parents_parent_idx" ON "school_parents" USING btree ("parent_id");