ALTER TABLE "donations" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "view_token" text;