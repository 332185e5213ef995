-- Hand-written (docs/decisions/0046): each entry carries the staff action (the request) that wrote
-- it, so the trail shows one entry per action however many rows and transactions it took. Entries
-- written before carry their transaction's: one person's writes at one instant of the app's clock.
ALTER TABLE "audit_log" ADD COLUMN "action_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "action_id" = 'before-' || md5("actor_id"::text || '|' || "at"::text || '|' || "action");--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "action_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action_id");--> statement-breakpoint
-- The row trigger of 0028 with the action: the request's id as services/audit.ts sets it, else the
-- transaction's own, so an entry always belongs to one action.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "actor" text := current_setting('minbar.actor_id', true);
  "before" jsonb;
  "after" jsonb;
  "changes" jsonb := '{}'::jsonb;
  "column" text;
  "named" text := nullif(current_setting('minbar.action', true), '');
BEGIN
  IF "actor" IS NULL OR "actor" = '' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN "before" := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN "after" := to_jsonb(NEW); END IF;
  FOR "column" IN SELECT jsonb_object_keys(coalesce("after", "before")) LOOP
    CONTINUE WHEN "column" = 'id'
      OR ("before" -> "column") IS NOT DISTINCT FROM ("after" -> "column")
      OR ("before" -> "column" = 'null'::jsonb AND "after" IS NULL)
      OR ("after" -> "column" = 'null'::jsonb AND "before" IS NULL);
    IF "column" ~ '(password|token|secret|hash|payment_method)' THEN
      "changes" := "changes" || jsonb_build_object("column", jsonb_build_array('hidden', 'hidden'));
    ELSE
      "changes" := "changes" || jsonb_build_object("column", jsonb_build_array(
        coalesce(audit_compact("before" -> "column"), 'null'::jsonb),
        coalesce(audit_compact("after" -> "column"), 'null'::jsonb)));
    END IF;
  END LOOP;
  IF "changes" = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO "audit_log" ("action_id", "at", "actor_id", "actor_name", "action", "area", "entity", "entity_id", "changes")
  VALUES (
    coalesce(nullif(current_setting('minbar.action_id', true), ''), 'tx-' || txid_current()::text),
    coalesce(nullif(current_setting('minbar.at', true), '')::timestamptz, now()),
    "actor"::integer,
    coalesce(nullif(current_setting('minbar.actor_name', true), ''), '#' || "actor"),
    coalesce("named", CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END),
    TG_ARGV[0],
    TG_TABLE_NAME,
    coalesce("after", "before") ->> TG_ARGV[1],
    "changes"
  );
  RETURN NULL;
END
$$;
