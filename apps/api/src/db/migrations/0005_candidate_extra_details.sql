CREATE TYPE "public"."candidate_employment_status" AS ENUM('unemployment', 'government_service', 'non_government_service', 'self_employed', 'other');--> statement-breakpoint
CREATE TYPE "public"."geographical_area" AS ENUM('hill', 'mountain', 'inner_madhesh', 'terai', 'other');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('married', 'single', 'unmarried', 'widowed', 'divorced');--> statement-breakpoint
CREATE TYPE "public"."parent_education" AS ENUM('uneducated', 'educated', 'slc', 'higher');--> statement-breakpoint
CREATE TYPE "public"."parent_occupation" AS ENUM('agriculture', 'government', 'private', 'business', 'teaching_private', 'teaching_public', 'service_holder', 'labor', 'home_maker', 'other');--> statement-breakpoint
CREATE TABLE "candidate_extra_details" (
	"candidate_user_id" integer PRIMARY KEY NOT NULL,
	"caste_id" integer NOT NULL,
	"caste_other" varchar(100),
	"ethnic_group_id" integer,
	"religion_id" integer NOT NULL,
	"religion_other" varchar(100),
	"marital_status" "marital_status" NOT NULL,
	"employment_status" "candidate_employment_status" NOT NULL,
	"employment_other" varchar(100),
	"mother_tongue_id" integer NOT NULL,
	"mother_tongue_other" varchar(100),
	"physically_disabled" boolean NOT NULL,
	"disability_class_id" integer,
	"disability_type_id" integer,
	"father_education" "parent_education" NOT NULL,
	"father_education_level_id" integer,
	"mother_education" "parent_education" NOT NULL,
	"mother_education_level_id" integer,
	"father_occupation" "parent_occupation" NOT NULL,
	"father_occupation_other" varchar(100),
	"mother_occupation" "parent_occupation" NOT NULL,
	"mother_occupation_other" varchar(100),
	"geographical_area" "geographical_area" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_extra_details_disability" CHECK ("candidate_extra_details"."physically_disabled" = ("candidate_extra_details"."disability_class_id" is not null and "candidate_extra_details"."disability_type_id" is not null)),
	CONSTRAINT "candidate_extra_details_father_level" CHECK (("candidate_extra_details"."father_education" = 'higher') = ("candidate_extra_details"."father_education_level_id" is not null)),
	CONSTRAINT "candidate_extra_details_mother_level" CHECK (("candidate_extra_details"."mother_education" = 'higher') = ("candidate_extra_details"."mother_education_level_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_caste_id_castes_id_fk" FOREIGN KEY ("caste_id") REFERENCES "public"."castes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_ethnic_group_id_ethnic_groups_id_fk" FOREIGN KEY ("ethnic_group_id") REFERENCES "public"."ethnic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_mother_tongue_id_mother_tongues_id_fk" FOREIGN KEY ("mother_tongue_id") REFERENCES "public"."mother_tongues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_disability_class_id_disability_classes_id_fk" FOREIGN KEY ("disability_class_id") REFERENCES "public"."disability_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_disability_type_id_disability_types_id_fk" FOREIGN KEY ("disability_type_id") REFERENCES "public"."disability_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_father_education_level_id_education_levels_id_fk" FOREIGN KEY ("father_education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_extra_details" ADD CONSTRAINT "candidate_extra_details_mother_education_level_id_education_levels_id_fk" FOREIGN KEY ("mother_education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;