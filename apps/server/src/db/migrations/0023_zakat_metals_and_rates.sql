-- Both metals' prices per currency, so a donor's gold and silver are valued, and a rate to złoty per currency.
-- Existing rows keep their basis metal's price; the other metal is set from the gold to silver ratio of
-- 1 November 2026 (473 zł to 5.82 zł a gram) until staff save the currency again.
ALTER TABLE "nisab_settings" ADD COLUMN "gold_price_per_gram" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "nisab_settings" ADD COLUMN "silver_price_per_gram" numeric(18, 2);--> statement-breakpoint
UPDATE "nisab_settings" SET
  "gold_price_per_gram" = CASE WHEN "basis" = 'silver' THEN round("price_per_gram" * 473 / 5.82, 2) ELSE "price_per_gram" END,
  "silver_price_per_gram" = CASE WHEN "basis" = 'silver' THEN "price_per_gram" ELSE greatest(round("price_per_gram" * 5.82 / 473, 2), 0.01) END;--> statement-breakpoint
ALTER TABLE "nisab_settings" ALTER COLUMN "gold_price_per_gram" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nisab_settings" ALTER COLUMN "silver_price_per_gram" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nisab_settings" ADD COLUMN "rate_to_centre" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "nisab_settings" ADD COLUMN "rate_as_of" date;--> statement-breakpoint
-- Zakat in another currency used to be converted at the ratio of its gram price to złoty's on the same
-- basis; that ratio becomes the currency's rate, so nothing a donor sees changes until staff set one.
UPDATE "nisab_settings" AS "other" SET
  "rate_to_centre" = round("pln"."price_per_gram" / "other"."price_per_gram", 6),
  "rate_as_of" = "other"."as_of"
FROM "nisab_settings" AS "pln"
WHERE "pln"."currency" = 'PLN' AND "other"."currency" <> 'PLN' AND "other"."basis" = "pln"."basis"
  AND round("pln"."price_per_gram" / "other"."price_per_gram", 6) > 0;
