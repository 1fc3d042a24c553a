CREATE TYPE "public"."education_type" AS ENUM('government', 'non_government');--> statement-breakpoint
CREATE TYPE "public"."employment_term" AS ENUM('permanent', 'temporary', 'contract');--> statement-breakpoint
CREATE TYPE "public"."experience_level" AS ENUM('officer', 'non_officer');--> statement-breakpoint
CREATE TABLE "professional_councils" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_ne" varchar(200) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"university_or_board_name" varchar(200) NOT NULL,
	"level_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"major_subject" varchar(200) NOT NULL,
	"percentage" double precision NOT NULL,
	"division_or_grade" varchar(200) NOT NULL,
	"education_type" "education_type" NOT NULL,
	"country_id" integer NOT NULL,
	"passed_date_ad" date NOT NULL,
	"passed_date_bs" varchar(10) NOT NULL,
	"description" varchar(1000),
	"transcript_file_id" integer NOT NULL,
	"back_transcript_file_id" integer,
	"character_certificate_file_id" integer NOT NULL,
	"equivalent_certificate_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "candidate_government_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"address" varchar(200) NOT NULL,
	"service_id" integer NOT NULL,
	"group_id" integer,
	"sub_group_id" integer,
	"class_id" integer NOT NULL,
	"post" varchar(200) NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"employment_term" "employment_term" NOT NULL,
	"from_date_ad" date NOT NULL,
	"from_date_bs" varchar(10) NOT NULL,
	"to_date_ad" date,
	"to_date_bs" varchar(10),
	"remarks" varchar(1000),
	"document_file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_inclusive_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inclusive_group_id" integer NOT NULL,
	"document_file_id" integer NOT NULL,
	CONSTRAINT "candidate_inclusive_groups_group_key" UNIQUE("candidate_user_id","inclusive_group_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_non_government_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"post" varchar(200) NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"employment_term" "employment_term" NOT NULL,
	"matches_officer_level" boolean NOT NULL,
	"from_date_ad" date NOT NULL,
	"from_date_bs" varchar(10) NOT NULL,
	"to_date_ad" date,
	"to_date_bs" varchar(10),
	"certificate_file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_professional_councils" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"council_id" integer NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"degree_type" varchar(200) NOT NULL,
	"darta_no" varchar(50) NOT NULL,
	"issued_date_ad" date NOT NULL,
	"issued_date_bs" varchar(10) NOT NULL,
	"renew_date_ad" date NOT NULL,
	"renew_date_bs" varchar(10) NOT NULL,
	"validity_date_ad" date NOT NULL,
	"validity_date_bs" varchar(10) NOT NULL,
	"front_file_id" integer NOT NULL,
	"back_file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_name" varchar(200) NOT NULL,
	"training_name" varchar(200) NOT NULL,
	"percentage" double precision NOT NULL,
	"division_or_grade" varchar(200) NOT NULL,
	"from_date_ad" date NOT NULL,
	"from_date_bs" varchar(10) NOT NULL,
	"to_date_ad" date NOT NULL,
	"to_date_bs" varchar(10) NOT NULL,
	"certificate_file_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_level_id_education_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_transcript_file_id_uploaded_files_id_fk" FOREIGN KEY ("transcript_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_back_transcript_file_id_uploaded_files_id_fk" FOREIGN KEY ("back_transcript_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_character_certificate_file_id_uploaded_files_id_fk" FOREIGN KEY ("character_certificate_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_equivalent_certificate_file_id_uploaded_files_id_fk" FOREIGN KEY ("equivalent_certificate_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_sub_group_id_sub_groups_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."sub_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_government_experiences" ADD CONSTRAINT "candidate_government_experiences_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_inclusive_groups" ADD CONSTRAINT "candidate_inclusive_groups_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_inclusive_groups" ADD CONSTRAINT "candidate_inclusive_groups_inclusive_group_id_inclusive_groups_id_fk" FOREIGN KEY ("inclusive_group_id") REFERENCES "public"."inclusive_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_inclusive_groups" ADD CONSTRAINT "candidate_inclusive_groups_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_non_government_experiences" ADD CONSTRAINT "candidate_non_government_experiences_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_non_government_experiences" ADD CONSTRAINT "candidate_non_government_experiences_certificate_file_id_uploaded_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_professional_councils" ADD CONSTRAINT "candidate_professional_councils_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_professional_councils" ADD CONSTRAINT "candidate_professional_councils_council_id_professional_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."professional_councils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_professional_councils" ADD CONSTRAINT "candidate_professional_councils_front_file_id_uploaded_files_id_fk" FOREIGN KEY ("front_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_professional_councils" ADD CONSTRAINT "candidate_professional_councils_back_file_id_uploaded_files_id_fk" FOREIGN KEY ("back_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_trainings" ADD CONSTRAINT "candidate_trainings_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_trainings" ADD CONSTRAINT "candidate_trainings_certificate_file_id_uploaded_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_councils_name_en_key" ON "professional_councils" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "professional_councils_name_ne_key" ON "professional_councils" USING btree ("name_ne");--> statement-breakpoint
CREATE INDEX "candidate_educations_candidate_idx" ON "candidate_educations" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_government_experiences_candidate_idx" ON "candidate_government_experiences" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_non_government_experiences_candidate_idx" ON "candidate_non_government_experiences" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_professional_councils_candidate_idx" ON "candidate_professional_councils" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "candidate_trainings_candidate_idx" ON "candidate_trainings" USING btree ("candidate_user_id");