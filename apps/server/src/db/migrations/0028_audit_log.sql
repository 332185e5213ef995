CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"area" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_area_idx" ON "audit_log" USING btree ("area","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- Hand-written from here (docs/decisions/0046). One row trigger on every table staff edit writes the
-- entry inside the writing transaction: a change rolled back leaves none, and a route cannot forget
-- it. The person is read from transaction-local settings (services/audit.ts sets them with
-- set_config(…, true)); a write without them (a donor, a booking, a webhook, the seed, a restore) is
-- not a staff change and is not recorded. Columns whose names say secret are recorded as changed but
-- never with their values; long text is cut; an update that changed nothing records nothing.
CREATE FUNCTION "audit_compact"("value" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof("value") = 'string' AND length("value" #>> '{}') > 160
      THEN to_jsonb(left("value" #>> '{}', 160) || '…')
    ELSE "value"
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO "audit_log" ("at", "actor_id", "actor_name", "action", "area", "entity", "entity_id", "changes")
  VALUES (
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
--> statement-breakpoint
-- Append-only from the application's side: an entry is never changed or removed row by row (a
-- restore empties the table with TRUNCATE, which row triggers do not see).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('accounts', 'id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('accounts', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "fatwa_questions_audit" AFTER INSERT OR UPDATE OR DELETE ON "fatwa_questions"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('fatwa', 'id');
--> statement-breakpoint
CREATE TRIGGER "fatwa_responses_audit" AFTER INSERT OR UPDATE OR DELETE ON "fatwa_responses"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('fatwa', 'id');
--> statement-breakpoint
CREATE TRIGGER "athan_times_audit" AFTER INSERT OR UPDATE OR DELETE ON "athan_times"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('prayer', 'id');
--> statement-breakpoint
CREATE TRIGGER "prayer_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "prayer_settings"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('prayer', 'id');
--> statement-breakpoint
CREATE TRIGGER "mosque_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "mosque_settings"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('prayer', 'id');
--> statement-breakpoint
CREATE TRIGGER "donation_categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "donation_categories"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('donations', 'id');
--> statement-breakpoint
CREATE TRIGGER "campaign_updates_audit" AFTER INSERT OR UPDATE OR DELETE ON "campaign_updates"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('donations', 'id');
--> statement-breakpoint
CREATE TRIGGER "monthly_gifts_audit" AFTER INSERT OR UPDATE OR DELETE ON "monthly_gifts"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('donations', 'id');
--> statement-breakpoint
CREATE TRIGGER "donations_audit" AFTER INSERT OR UPDATE OR DELETE ON "donations"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('donations', 'id');
--> statement-breakpoint
CREATE TRIGGER "nisab_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "nisab_settings"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('donations', 'id');
--> statement-breakpoint
CREATE TRIGGER "subjects_audit" AFTER INSERT OR UPDATE OR DELETE ON "subjects"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'id');
--> statement-breakpoint
CREATE TRIGGER "teacher_subjects_audit" AFTER INSERT OR UPDATE OR DELETE ON "teacher_subjects"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'teacher_id');
--> statement-breakpoint
CREATE TRIGGER "children_audit" AFTER INSERT OR UPDATE OR DELETE ON "children"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'id');
--> statement-breakpoint
CREATE TRIGGER "child_teachers_audit" AFTER INSERT OR UPDATE OR DELETE ON "child_teachers"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'child_id');
--> statement-breakpoint
CREATE TRIGGER "packages_audit" AFTER INSERT OR UPDATE OR DELETE ON "packages"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_audit" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('education', 'id');
--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('events', 'id');
--> statement-breakpoint
CREATE TRIGGER "event_registrations_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_registrations"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('events', 'id');
--> statement-breakpoint
CREATE TRIGGER "activities_audit" AFTER INSERT OR UPDATE OR DELETE ON "activities"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('activities', 'id');
--> statement-breakpoint
CREATE TRIGGER "certificate_requests_audit" AFTER INSERT OR UPDATE OR DELETE ON "certificate_requests"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('certificates', 'id');
--> statement-breakpoint
CREATE TRIGGER "certificate_status_changes_audit" AFTER INSERT OR UPDATE OR DELETE ON "certificate_status_changes"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('certificates', 'request_id');
--> statement-breakpoint
CREATE TRIGGER "mosque_identity_audit" AFTER INSERT OR UPDATE OR DELETE ON "mosque_identity"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'id');
