ALTER TABLE "mosque_identity" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "mosque_identity" ADD COLUMN "registration_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mosque_identity" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "mosque_identity" ADD COLUMN "mail_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mosque_identity" ADD CONSTRAINT "mosque_identity_mail_language_check" CHECK ("mosque_identity"."mail_language" in ('en', 'ar', 'pl'));