ALTER TABLE "donations" ADD COLUMN "refund_told_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds made before refunds were mailed are not told afterwards, with the next refund's mail.
UPDATE "donations" SET "refund_told_amount" = "refunded_amount";
