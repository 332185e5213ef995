CREATE TABLE "mosque_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_city" text NOT NULL,
	"hijri_offset" integer DEFAULT 0 NOT NULL,
	"jumuah_athan" time,
	"jumuah_iqama" time,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "mosque_settings_single_row_check" CHECK ("mosque_settings"."id" = 1),
	CONSTRAINT "mosque_settings_hijri_offset_check" CHECK ("mosque_settings"."hijri_offset" between -2 and 2),
	CONSTRAINT "mosque_settings_jumuah_check" CHECK ("mosque_settings"."jumuah_iqama" is null or ("mosque_settings"."jumuah_athan" is not null and "mosque_settings"."jumuah_iqama" > "mosque_settings"."jumuah_athan"))
);
--> statement-breakpoint
ALTER TABLE "mosque_settings" ADD CONSTRAINT "mosque_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;