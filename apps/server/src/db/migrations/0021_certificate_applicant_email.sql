ALTER TABLE "certificate_requests" ADD COLUMN "applicant_email" text;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_language_check" CHECK (preferred_language is null or preferred_language in ('en', 'ar', 'pl'));