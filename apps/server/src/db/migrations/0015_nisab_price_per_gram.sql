ALTER TABLE "nisab_settings" ADD COLUMN "price_per_gram" numeric(18, 2);--> statement-breakpoint
UPDATE "nisab_settings" SET "price_per_gram" = round("amount" / CASE WHEN "basis" = 'silver' THEN 595 ELSE 85 END, 2);--> statement-breakpoint
ALTER TABLE "nisab_settings" ALTER COLUMN "price_per_gram" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nisab_settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "nisab_settings" ADD CONSTRAINT "nisab_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
