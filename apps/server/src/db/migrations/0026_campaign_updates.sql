CREATE TABLE "campaign_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"date" date NOT NULL,
	"text_en" text NOT NULL,
	"text_ar" text NOT NULL,
	"text_pl" text NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_category_id_donation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."donation_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_category_date_idx" ON "campaign_updates" USING btree ("category_id","date","id");--> statement-breakpoint
-- Updates are part of the public campaign answers: a change moves the categories' version.
CREATE TRIGGER "campaign_updates_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign_updates"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('categories');
