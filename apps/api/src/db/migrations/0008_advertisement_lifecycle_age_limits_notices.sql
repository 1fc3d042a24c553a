CREATE TYPE "public"."advertisement_action" AS ENUM('create', 'publish', 'schedule', 'go_live', 'reject', 'change_dates', 'close');--> statement-breakpoint
ALTER TYPE "public"."advertisement_status" ADD VALUE 'rejected';--> statement-breakpoint
CREATE TABLE "advertisement_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"action" "advertisement_action" NOT NULL,
	"from_status" "advertisement_status",
	"to_status" "advertisement_status" NOT NULL,
	"actor_user_id" integer,
	"remarks" varchar(500),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"gender" "gender",
	"min_age" integer NOT NULL,
	"max_age" integer,
	"for_disabled" boolean DEFAULT false NOT NULL,
	"for_internal" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "age_limits_rule_key" UNIQUE NULLS NOT DISTINCT("class_id","service_id","gender","for_disabled","for_internal"),
	CONSTRAINT "age_limits_range" CHECK ("age_limits"."min_age" >= 0 and ("age_limits"."max_age" is null or "age_limits"."max_age" >= "age_limits"."min_age"))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image_file_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_dates" CHECK ("notices"."end_date" >= "notices"."start_date")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "payment_last_date" date;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "double_fee_payment_last_date" date;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "old_advertisement_number" varchar(40);--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "scheduled_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "rejection_remarks" varchar(500);--> statement-breakpoint
ALTER TABLE "advertisement_events" ADD CONSTRAINT "advertisement_events_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_events" ADD CONSTRAINT "advertisement_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_limits" ADD CONSTRAINT "age_limits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_limits" ADD CONSTRAINT "age_limits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_image_file_id_uploaded_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_events_advertisement_idx" ON "advertisement_events" USING btree ("advertisement_id","at");--> statement-breakpoint
CREATE INDEX "notices_showing_idx" ON "notices" USING btree ("start_date","end_date");