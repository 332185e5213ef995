CREATE TABLE "public_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written from here: the areas' rows and the triggers that move them. A statement-level trigger
-- bumps once per statement whatever the rows touched, inside the writing transaction, so readers see
-- the new version exactly when they can see the new rows. Event bookings and pending donations are not
-- part of any public answer (a settled gift moves its category's current_amount, which is), so they
-- do not move a version.
INSERT INTO "public_versions" ("area", "version")
SELECT "area", (extract(epoch from clock_timestamp()) * 1000)::bigint
FROM (VALUES ('prayer'), ('events'), ('activities'), ('categories'), ('mosque')) AS "areas" ("area");
--> statement-breakpoint
-- The notice carries the area and its new version, delivered at commit: an embedded database (PGlite)
-- has one process, which keeps the versions in memory from these notices instead of asking per read.
CREATE FUNCTION "bump_public_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" bigint;
BEGIN
  UPDATE "public_versions" SET "version" = "version" + 1 WHERE "area" = TG_ARGV[0] RETURNING "version" INTO "moved";
  PERFORM pg_notify('public_versions', TG_ARGV[0] || ':' || "moved");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "athan_times_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athan_times"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('prayer');
--> statement-breakpoint
CREATE TRIGGER "prayer_settings_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prayer_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('prayer');
--> statement-breakpoint
CREATE TRIGGER "mosque_settings_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mosque_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('prayer');
--> statement-breakpoint
CREATE TRIGGER "events_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('events');
--> statement-breakpoint
CREATE TRIGGER "activities_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('activities');
--> statement-breakpoint
CREATE TRIGGER "donation_categories_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "donation_categories"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('categories');
--> statement-breakpoint
CREATE TRIGGER "mosque_identity_public_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mosque_identity"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('mosque');
