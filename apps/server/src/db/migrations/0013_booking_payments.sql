ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_payment_status_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "paid_via" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_idempotency_key" ON "event_registrations" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_payment_status_check" CHECK (payment_status in ('paid', 'pending', 'refunded', 'free'));--> statement-breakpoint
-- A booking of a free event has nothing to collect: it is no longer counted as unpaid.
UPDATE "event_registrations" SET "payment_status" = 'free' WHERE "price" = 0 AND "payment_status" = 'pending';