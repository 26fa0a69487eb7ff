CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"organisation" varchar(50),
	"message" varchar(255) NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"submission_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_submission_hash_unique" UNIQUE("submission_hash")
);
