ALTER TABLE "outbox_emails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;