CREATE TABLE "mosque_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_pl" text NOT NULL,
	"short_name" text,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "mosque_identity_single_row_check" CHECK ("mosque_identity"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mosque_identity" ADD CONSTRAINT "mosque_identity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;