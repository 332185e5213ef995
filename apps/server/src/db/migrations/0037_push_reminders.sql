CREATE TABLE "push_sent" (
	"subscription_id" integer NOT NULL,
	"date" date NOT NULL,
	"prayer" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_sent_pkey" PRIMARY KEY("subscription_id","date","prayer","kind")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"locale" text NOT NULL,
	"city" text NOT NULL,
	"choices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_locale_check" CHECK ("push_subscriptions"."locale" in ('en', 'ar', 'pl'))
);
--> statement-breakpoint
ALTER TABLE "push_sent" ADD CONSTRAINT "push_sent_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_sent_date_idx" ON "push_sent" USING btree ("date");--> statement-breakpoint
CREATE INDEX "push_subscriptions_city_idx" ON "push_subscriptions" USING btree ("city");