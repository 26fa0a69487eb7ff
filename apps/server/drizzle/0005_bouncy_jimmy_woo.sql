CREATE TABLE "school_name_suffixes" (
	"school_id" integer NOT NULL,
	"suffix" varchar(255) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_name_suffixes" ADD CONSTRAINT "school_name_suffixes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;