CREATE TABLE "campaign_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"your_name" varchar(50),
	"organisation" varchar(50),
	"roles" varchar(50),
	"email" varchar(254),
	"phone" varchar(64),
	"message" varchar(255),
	"role" smallint,
	"role_label" varchar(255),
	"school_type" smallint,
	"school_type_label" varchar(255),
	"regional_school" integer,
	"school_detail" jsonb,
	"region" varchar(8) NOT NULL,
	"locale_slug" varchar(16) NOT NULL,
	"event_detail" jsonb NOT NULL,
	"competition_id" integer NOT NULL,
	"signup_for_email" boolean NOT NULL,
	"terms_agreed" boolean NOT NULL,
	"student_list" "bytea",
	"student_list_extension" varchar(16),
	"utm" jsonb NOT NULL,
	"submission_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_registrations_submission_hash_unique" UNIQUE("submission_hash")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"name" varchar(255) NOT NULL,
	"campaign_source" varchar(50) NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"expired_url" text DEFAULT '' NOT NULL,
	"thank_you_url" text DEFAULT '' NOT NULL,
	"student_template_url" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"show_terms_checkbox" boolean DEFAULT true NOT NULL,
	"get_enterprise_invite_link_for_teachers" boolean DEFAULT false NOT NULL,
	"get_b2c_enterprise_invite_link_for_parents" boolean DEFAULT false NOT NULL,
	"form_handler_id" varchar(255) DEFAULT '' NOT NULL,
	"form_fields" jsonb NOT NULL,
	"roles" jsonb NOT NULL,
	"school_types" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "competition_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" integer NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"your_name" varchar(50),
	"organisation" varchar(50),
	"roles" varchar(50),
	"email" varchar(254),
	"phone" varchar(64),
	"message" varchar(255),
	"role" smallint,
	"role_label" varchar(255),
	"school_type" smallint,
	"school_type_label" varchar(255),
	"regional_school" integer,
	"school_detail" jsonb,
	"region" varchar(8) NOT NULL,
	"campaign_name" varchar(255) NOT NULL,
	"signup_for_email" boolean NOT NULL,
	"terms_agreed" boolean NOT NULL,
	"student_list" "bytea",
	"student_list_extension" varchar(16),
	"utm" jsonb NOT NULL,
	"submission_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_registrations_submission_hash_unique" UNIQUE("submission_hash")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"campaign" varchar(255) NOT NULL,
	"enable_registration" boolean DEFAULT true NOT NULL,
	"current_stage" varchar(20) NOT NULL,
	"form_fields" jsonb NOT NULL,
	"roles" jsonb NOT NULL,
	"school_types" jsonb NOT NULL,
	"student_template_url" text DEFAULT '' NOT NULL,
	"thank_you_url" text DEFAULT '' NOT NULL,
	"registration_off_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(255) DEFAULT '' NOT NULL,
	"last_name" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(255) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"school_name" varchar(255) DEFAULT '' NOT NULL,
	"school_type" varchar(255) DEFAULT '' NOT NULL,
	"school_role" varchar(255) DEFAULT '' NOT NULL,
	"organisation" varchar(255) DEFAULT '' NOT NULL,
	"marketing_subscriber" varchar(5) NOT NULL,
	"form_type" varchar(100) NOT NULL,
	"form_id" varchar(255) NOT NULL,
	"env" varchar(100) NOT NULL,
	"locale" varchar(20) NOT NULL,
	"endpoint_id" varchar(255) NOT NULL,
	"utm_medium" varchar(255) DEFAULT '' NOT NULL,
	"utm_source" varchar(255) DEFAULT '' NOT NULL,
	"utm_campaign" varchar(255) DEFAULT '' NOT NULL,
	"teacher_enterprise_invite_link" text,
	"parent_b2c_enterprise_invite_link" text,
	"forward_status" varchar(10) NOT NULL,
	"forward_http_status" smallint,
	"forwarded_at" timestamp with time zone,
	"submission_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_submission_hash_unique" UNIQUE("submission_hash")
);
--> statement-breakpoint
CREATE TABLE "school_invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"invite_type" smallint NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_invite_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"address1" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(255) DEFAULT '' NOT NULL,
	"zip_code" varchar(32) DEFAULT '' NOT NULL,
	"code" varchar(32) NOT NULL,
	"state" varchar(64) DEFAULT '' NOT NULL,
	"state_order" integer,
	"sub_region" varchar(255) DEFAULT '' NOT NULL,
	"country" varchar(2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invite_links" ADD CONSTRAINT "school_invite_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_registrations_campaign_idx" ON "campaign_registrations" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_registrations_competition_idx" ON "competition_registrations" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_invite_links_school_type_key" ON "school_invite_links" USING btree ("school_id","invite_type");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_country_code_key" ON "schools" USING btree ("country","code");