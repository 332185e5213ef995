ALTER TABLE "outbox_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;