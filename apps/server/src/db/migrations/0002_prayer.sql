CREATE TABLE "athan_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"date" date NOT NULL,
	"fajr" time NOT NULL,
	"dhuhr" time NOT NULL,
	"asr" time NOT NULL,
	"maghrib" time NOT NULL,
	"isha" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"city" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date NOT NULL,
	"fajr_minutes" integer,
	"dhuhr_minutes" integer,
	"asr_minutes" integer,
	"maghrib_minutes" integer,
	"isha_minutes" integer,
	"fajr_fixed" time,
	"dhuhr_fixed" time,
	"asr_fixed" time,
	"maghrib_fixed" time,
	"isha_fixed" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_settings_range_check" CHECK ("prayer_settings"."effective_from" <= "prayer_settings"."effective_to"),
	CONSTRAINT "prayer_settings_mode_check" CHECK ("prayer_settings"."mode" in ('minutes_after_athan', 'fixed_time'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "athan_times_city_date_key" ON "athan_times" USING btree ("city","date");--> statement-breakpoint
CREATE INDEX "prayer_settings_city_range_idx" ON "prayer_settings" USING btree ("city","effective_from","effective_to");