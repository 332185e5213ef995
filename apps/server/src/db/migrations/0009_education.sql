CREATE TABLE "child_teachers" (
	"child_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "child_teachers_child_id_teacher_id_pk" PRIMARY KEY("child_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthdate" date NOT NULL,
	"parent_id" integer,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"suggested_subject_id" integer,
	"is_sent" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"num_subjects_included" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_subjects_check" CHECK ("packages"."num_subjects_included" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"current_period_end" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"suspension_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_reason_check" CHECK ("subscriptions"."is_active" = ("subscriptions"."suspension_reason" is null)),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" >= "subscriptions"."start_date"),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_subjects" (
	"teacher_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "teacher_subjects_teacher_id_subject_id_pk" PRIMARY KEY("teacher_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "child_teachers" ADD CONSTRAINT "child_teachers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_teachers" ADD CONSTRAINT "child_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_suggested_subject_id_subjects_id_fk" FOREIGN KEY ("suggested_subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_teachers_teacher_idx" ON "child_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "children_listing_idx" ON "children" USING btree ("approved","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "children_parent_idx" ON "children" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "packages_listing_idx" ON "packages" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_name_key_key" ON "subjects" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "subscriptions_package_idx" ON "subscriptions" USING btree ("package_id","start_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_child_key" ON "subscriptions" USING btree ("child_id") WHERE "subscriptions"."is_active";--> statement-breakpoint
CREATE INDEX "teacher_subjects_subject_idx" ON "teacher_subjects" USING btree ("subject_id");