CREATE TABLE "fatwa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"question" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fatwa_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"question_en" text NOT NULL,
	"response_en" text NOT NULL,
	"question_ar" text NOT NULL,
	"response_ar" text NOT NULL,
	"question_pl" text NOT NULL,
	"response_pl" text NOT NULL,
	"responder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fatwa_questions" ADD CONSTRAINT "fatwa_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatwa_responses" ADD CONSTRAINT "fatwa_responses_question_id_fatwa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."fatwa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatwa_responses" ADD CONSTRAINT "fatwa_responses_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fatwa_questions_created_at_idx" ON "fatwa_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fatwa_questions_user_idx" ON "fatwa_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fatwa_responses_question_idx" ON "fatwa_responses" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "fatwa_responses_created_at_idx" ON "fatwa_responses" USING btree ("created_at");