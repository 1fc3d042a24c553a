CREATE TYPE "public"."requisition_action" AS ENUM('file', 'approve', 'reject', 'distribute', 'advertise');--> statement-breakpoint
CREATE TYPE "public"."requisition_status" AS ENUM('filed', 'approved', 'rejected', 'distributed', 'advertised');--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"kind" varchar(30) NOT NULL,
	"fiscal_year" varchar(7) NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "number_sequences_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "requisition_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"action" "requisition_action" NOT NULL,
	"actor_user_id" integer NOT NULL,
	"remarks" varchar(500),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"fiscal_year" varchar(7) NOT NULL,
	"organization_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"demand_office_id" integer NOT NULL,
	"total_vacancy" integer NOT NULL,
	"requisition_remarks" varchar(1000) NOT NULL,
	"work_summary" varchar(1000) NOT NULL,
	"remarks" varchar(1000) NOT NULL,
	"document_file_id" integer NOT NULL,
	"status" "requisition_status" DEFAULT 'filed' NOT NULL,
	"approval_remarks" varchar(500),
	"rejection_remarks" varchar(500),
	"filed_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_number_unique" UNIQUE("number"),
	CONSTRAINT "requisitions_total_vacancy" CHECK ("requisitions"."total_vacancy" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_commission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "requisition_events" ADD CONSTRAINT "requisition_events_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_events" ADD CONSTRAINT "requisition_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_demand_office_id_ministry_offices_id_fk" FOREIGN KEY ("demand_office_id") REFERENCES "public"."ministry_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_events_requisition_idx" ON "requisition_events" USING btree ("requisition_id","at");--> statement-breakpoint
CREATE INDEX "requisitions_organization_idx" ON "requisitions" USING btree ("organization_id","requested_at");--> statement-breakpoint
CREATE INDEX "requisitions_status_idx" ON "requisitions" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_one_commission_key" ON "organizations" USING btree ("is_commission") WHERE "organizations"."is_commission";--> statement-breakpoint
-- The commission is an organization like the offices it serves: its staff belong to it. An
-- organization an administrator already keeps under the commission's name becomes it.
UPDATE "organizations" SET "is_commission" = true
	WHERE "id" = (SELECT min("id") FROM "organizations"
		WHERE lower("name_en") = 'public service commission' OR "name_ne" = 'लोक सेवा आयोग');--> statement-breakpoint
INSERT INTO "organizations" ("name_en", "name_ne", "can_request_advt", "can_schedule_exam", "is_commission")
	SELECT 'Public Service Commission', 'लोक सेवा आयोग', false, true, true
	WHERE NOT EXISTS (SELECT 1 FROM "organizations" WHERE "is_commission");--> statement-breakpoint
UPDATE "users" SET "organization_id" = (SELECT "id" FROM "organizations" WHERE "is_commission")
	WHERE "kind" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_organization" CHECK ("users"."kind" <> 'staff' or "users"."organization_id" is not null);