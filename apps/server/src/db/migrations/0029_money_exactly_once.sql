CREATE TABLE "test_payment_state" (
	"name" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_extra_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "booking_extra_payments" ADD CONSTRAINT "booking_extra_payments_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extra_payments_reference_key" ON "booking_extra_payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "booking_extra_payments_registration_idx" ON "booking_extra_payments" USING btree ("registration_id");