CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_pl" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_pl" text NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"location_ar" text DEFAULT '' NOT NULL,
	"location_pl" text DEFAULT '' NOT NULL,
	"video_link" text,
	"photo" text,
	"date" date,
	"time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_time_check" CHECK (time is null or time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE INDEX "activities_listing_idx" ON "activities" USING btree ("date","id");