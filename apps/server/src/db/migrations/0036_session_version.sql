-- The signed-in calls' session check is cached in memory per instance (docs/decisions/0047): a
-- version row for the accounts, moved by every statement on the tables a session check reads, tells
-- each instance when what it holds may be wrong. Same function as the public areas' (0018): bumped
-- inside the writing transaction, announced at commit for an embedded database.
INSERT INTO "public_versions" ("area", "version")
VALUES ('sessions', (extract(epoch from clock_timestamp()) * 1000)::bigint)
ON CONFLICT ("area") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "users_session_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('sessions');
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('sessions');
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_version"('sessions');
