CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "settle_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "donations_provider_reference_idx" ON "donations" USING btree ("provider_reference");--> statement-breakpoint
UPDATE "donations" SET "status" = 'failed' WHERE "status" = 'declined';
