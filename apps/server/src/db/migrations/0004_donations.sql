CREATE TABLE "donation_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_pl" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_pl" text DEFAULT '' NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_pl" text NOT NULL,
	"image" text,
	"payment_type" text NOT NULL,
	"default_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"target_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"current_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"is_system_defined" boolean DEFAULT false NOT NULL,
	"is_zakat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_categories_amounts_check" CHECK (default_value >= 0 and target_amount >= 0 and current_amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"category_id" integer,
	"category_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nisab_settings" (
	"currency" text PRIMARY KEY NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"basis" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_category_id_donation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."donation_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_categories_listing_idx" ON "donation_categories" USING btree ("is_system_defined","is_available","id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_idempotency_key" ON "donations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "donations_history_idx" ON "donations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donations_category_idx" ON "donations" USING btree ("category_id");