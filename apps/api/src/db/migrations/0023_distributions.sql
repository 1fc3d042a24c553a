CREATE TYPE "public"."distribution_status" AS ENUM('numbered', 'submitted', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."requisition_action" ADD VALUE 'returnDistribution' BEFORE 'advertise';--> statement-breakpoint
CREATE TABLE "distribution_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_id" integer NOT NULL,
	"quota_id" integer,
	"heading" varchar(20),
	"advertisement_number" varchar(40),
	"seats" integer,
	"advertisement_id" integer,
	CONSTRAINT "distribution_parts_advertisement_number_unique" UNIQUE("advertisement_number"),
	CONSTRAINT "distribution_parts_quota" UNIQUE("distribution_id","quota_id"),
	CONSTRAINT "distribution_parts_heading" UNIQUE("distribution_id","heading"),
	CONSTRAINT "distribution_parts_seats" CHECK ("distribution_parts"."seats" is null or "distribution_parts"."seats" >= 0),
	CONSTRAINT "distribution_parts_kind" CHECK (("distribution_parts"."quota_id" is not null and "distribution_parts"."heading" is null and "distribution_parts"."advertisement_number" is not null)
        or ("distribution_parts"."quota_id" is null and "distribution_parts"."heading" is not null and "distribution_parts"."advertisement_number" is null))
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"fiscal_year" varchar(7) NOT NULL,
	"status" "distribution_status" DEFAULT 'numbered' NOT NULL,
	"decision_remarks" varchar(500),
	"numbered_by" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_requisition_id_unique" UNIQUE("requisition_id")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "publish_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "single_fee_deadline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "double_fee_deadline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "age_cut_off_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "admit_card_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "requisition_id" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "fiscal_year" varchar(7);--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_parts" ADD CONSTRAINT "distribution_parts_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_numbered_by_users_id_fk" FOREIGN KEY ("numbered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributions_status_idx" ON "distributions" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_requisition_idx" ON "advertisements" USING btree ("requisition_id");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_dates_when_published" CHECK ("advertisements"."status"::text in ('pending', 'rejected') or ("advertisements"."publish_date" is not null
        and "advertisements"."single_fee_deadline" is not null and "advertisements"."double_fee_deadline" is not null
        and "advertisements"."age_cut_off_date" is not null and "advertisements"."admit_card_date" is not null));