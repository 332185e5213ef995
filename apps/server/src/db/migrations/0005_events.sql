CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"student" boolean DEFAULT false NOT NULL,
	"transport" boolean DEFAULT false NOT NULL,
	"num_adults" integer DEFAULT 1 NOT NULL,
	"num_children_above_3" integer DEFAULT 0 NOT NULL,
	"num_children_below_3" integer DEFAULT 0 NOT NULL,
	"city" text,
	"price" numeric(10, 2) NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_type_check" CHECK (type in ('personal', 'family')),
	CONSTRAINT "event_registrations_payment_status_check" CHECK (payment_status in ('paid', 'pending')),
	CONSTRAINT "event_registrations_counts_check" CHECK (num_adults >= 0 and num_children_above_3 >= 0 and num_children_below_3 >= 0 and price >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_name_en" text NOT NULL,
	"event_name_ar" text NOT NULL,
	"event_name_pl" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_pl" text NOT NULL,
	"about_en" text NOT NULL,
	"about_ar" text NOT NULL,
	"about_pl" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"registration_deadline" date NOT NULL,
	"price_adult_no_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"price_adult_with_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"price_child_above_3_no_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"price_child_above_3_with_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"price_child_below_3_no_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"price_child_below_3_with_transport" numeric(7, 2) DEFAULT 0 NOT NULL,
	"discount_percentage_children_above_3_same_family" numeric(5, 2) DEFAULT 0 NOT NULL,
	"photo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK (status in ('active', 'canceled')),
	CONSTRAINT "events_deadline_check" CHECK (registration_deadline <= date),
	CONSTRAINT "events_time_check" CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_prices_check" CHECK (least(price_adult_no_transport, price_adult_with_transport, price_child_above_3_no_transport, price_child_above_3_with_transport, price_child_below_3_no_transport, price_child_below_3_with_transport) >= 0 and greatest(price_adult_no_transport, price_adult_with_transport, price_child_above_3_no_transport, price_child_above_3_with_transport, price_child_below_3_no_transport, price_child_below_3_with_transport) <= 10000),
	CONSTRAINT "events_discount_check" CHECK (discount_percentage_children_above_3_same_family between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_listing_idx" ON "event_registrations" USING btree ("event_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "events_calendar_idx" ON "events" USING btree ("date","time","id");