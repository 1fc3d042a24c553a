CREATE TYPE "public"."user_kind" AS ENUM('candidate', 'staff');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."advertisement_status" AS ENUM('pending', 'pre_live', 'live', 'closed');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('initiated', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'pending', 'paid');--> statement-breakpoint
CREATE TYPE "public"."scrutiny_status" AS ENUM('pending', 'approved', 'hold', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE SEQUENCE "public"."candidate_master_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_privileges" (
	"role_id" integer NOT NULL,
	"code" varchar(10) NOT NULL,
	CONSTRAINT "role_privileges_role_id_code_pk" PRIMARY KEY("role_id","code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(30) DEFAULT 'internal' NOT NULL,
	CONSTRAINT "roles_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"kind" "user_kind" NOT NULL,
	"first_name" varchar(30) NOT NULL,
	"middle_name" varchar(30),
	"last_name" varchar(30) NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"name_ne" varchar(150) NOT NULL,
	CONSTRAINT "classes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_ne" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_ne" varchar(200) NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(200) NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"group_id" integer,
	"class_id" integer NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"name_ne" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_ne" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_ne" varchar(100) NOT NULL,
	CONSTRAINT "quotas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"name_ne" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"name_ne" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"master_id" integer DEFAULT nextval('candidate_master_id_seq') NOT NULL,
	"dob_ad" date NOT NULL,
	"gender" "gender" NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"national_id" varchar(12) NOT NULL,
	"citizenship_number" varchar(30) NOT NULL,
	"citizenship_issue_date_ad" date NOT NULL,
	"citizenship_issue_district_id" integer NOT NULL,
	CONSTRAINT "candidates_master_id_unique" UNIQUE("master_id"),
	CONSTRAINT "candidates_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "candidates_national_id_unique" UNIQUE("national_id"),
	CONSTRAINT "candidates_citizenship_key" UNIQUE("citizenship_number","citizenship_issue_district_id")
);
--> statement-breakpoint
CREATE TABLE "advertisement_exam_centres" (
	"advertisement_id" integer NOT NULL,
	"exam_centre_id" integer NOT NULL,
	CONSTRAINT "advertisement_exam_centres_advertisement_id_exam_centre_id_pk" PRIMARY KEY("advertisement_id","exam_centre_id")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"advertisement_number" varchar(40) NOT NULL,
	"post_id" integer NOT NULL,
	"quota_id" integer NOT NULL,
	"vacancy_count" integer NOT NULL,
	"fee_paisa" integer NOT NULL,
	"status" "advertisement_status" DEFAULT 'pending' NOT NULL,
	"publish_date" date NOT NULL,
	"single_fee_deadline" date NOT NULL,
	"double_fee_deadline" date NOT NULL,
	"age_cut_off_date" date NOT NULL,
	"admit_card_date" date NOT NULL,
	"exam_starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_code_unique" UNIQUE("code"),
	CONSTRAINT "advertisements_advertisement_number_unique" UNIQUE("advertisement_number")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"advertisement_id" integer NOT NULL,
	"exam_centre_id" integer NOT NULL,
	"fee_paisa" integer NOT NULL,
	"scrutiny_status" "scrutiny_status" DEFAULT 'pending' NOT NULL,
	"scrutiny_remarks" text,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"roll_number" varchar(20),
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_candidate_advertisement_key" UNIQUE("candidate_user_id","advertisement_id"),
	CONSTRAINT "applications_advertisement_roll_key" UNIQUE("advertisement_id","roll_number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"provider" smallint NOT NULL,
	"order_id" uuid NOT NULL,
	"ebp_code" varchar(20) NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" "payment_attempt_status" DEFAULT 'initiated' NOT NULL,
	"provider_ref" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_ebp_code_unique" UNIQUE("ebp_code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_privileges" ADD CONSTRAINT "role_privileges_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_centres" ADD CONSTRAINT "exam_centres_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_groups" ADD CONSTRAINT "service_groups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_citizenship_issue_district_id_districts_id_fk" FOREIGN KEY ("citizenship_issue_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_exam_centres" ADD CONSTRAINT "advertisement_exam_centres_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_exam_centres" ADD CONSTRAINT "advertisement_exam_centres_exam_centre_id_exam_centres_id_fk" FOREIGN KEY ("exam_centre_id") REFERENCES "public"."exam_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_exam_centre_id_exam_centres_id_fk" FOREIGN KEY ("exam_centre_id") REFERENCES "public"."exam_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_advertisement_status_idx" ON "applications" USING btree ("advertisement_id","scrutiny_status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_application" ON "payments" USING btree ("application_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");