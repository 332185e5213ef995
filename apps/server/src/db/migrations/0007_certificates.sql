CREATE TABLE "certificate_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"request_type" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_father_name" text,
	"applicant_id_number" text,
	"applicant_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_date" date,
	"admin_notes" text,
	"spouse_name" text,
	"spouse_father_name" text,
	"marriage_date" date,
	"marriage_location" text,
	"previous_religion" text,
	"revert_date" date,
	"shahada_witnesses" text,
	"hajj_year" integer,
	"hajj_group" text,
	"custom_request_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_requests_type_check" CHECK (request_type in ('marriage', 'conversion', 'custom')),
	CONSTRAINT "certificate_requests_status_check" CHECK (status in ('pending', 'under_review', 'needs_correction', 'approved', 'rejected', 'completed')),
	CONSTRAINT "certificate_requests_completed_check" CHECK ((status = 'completed') = (completed_date is not null))
);
--> statement-breakpoint
CREATE TABLE "certificate_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_request_id_certificate_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."certificate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_requests_listing_idx" ON "certificate_requests" USING btree ("status","request_date","id");--> statement-breakpoint
CREATE INDEX "certificate_status_changes_request_idx" ON "certificate_status_changes" USING btree ("request_id","changed_at","id");