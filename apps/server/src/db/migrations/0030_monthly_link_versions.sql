ALTER TABLE "monthly_gifts" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD COLUMN "links_revoked_at" timestamp with time zone;