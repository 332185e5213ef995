ALTER TABLE "donation_categories" ADD COLUMN "donor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The people who have given to each category so far: distinct addresses among its gifts that count.
UPDATE "donation_categories" AS "category" SET "donor_count" = (
  SELECT count(DISTINCT lower("donor_email")) FROM "donations"
  WHERE "donations"."category_id" = "category"."id" AND "donations"."status" IN ('succeeded', 'disputed')
);
