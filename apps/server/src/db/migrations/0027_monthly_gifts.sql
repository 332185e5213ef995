CREATE TABLE "monthly_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"category_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"show_amount" boolean DEFAULT false NOT NULL,
	"dedication" text,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer" text,
	"provider_payment_method" text,
	"started_at" timestamp with time zone,
	"period" integer DEFAULT 1 NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gifts_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "monthly_gift_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "monthly_period" integer;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_category_id_donation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."donation_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_gifts_due_idx" ON "monthly_gifts" USING btree ("state","next_charge_at");--> statement-breakpoint
CREATE INDEX "monthly_gifts_category_idx" ON "monthly_gifts" USING btree ("category_id","id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_monthly_gift_idx" ON "donations" USING btree ("monthly_gift_id");