ALTER TABLE "event_registrations" ADD COLUMN "view_token" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_failure" text;--> statement-breakpoint
CREATE INDEX "event_registrations_provider_reference_idx" ON "event_registrations" USING btree ("provider_reference");