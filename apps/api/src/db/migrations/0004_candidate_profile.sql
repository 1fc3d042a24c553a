CREATE TYPE "public"."address_kind" AS ENUM('permanent', 'mailing');--> statement-breakpoint
CREATE TABLE "candidate_addresses" (
	"candidate_user_id" integer NOT NULL,
	"kind" "address_kind" NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"local_body_id" integer NOT NULL,
	"ward_no" integer NOT NULL,
	"marga" varchar(150),
	"tole" varchar(150) NOT NULL,
	"ghar_no" varchar(30),
	"phone_no" varchar(15),
	"mobile_no" varchar(10) NOT NULL,
	"email" varchar(100) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_addresses_candidate_user_id_kind_pk" PRIMARY KEY("candidate_user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"candidate_user_id" integer PRIMARY KEY NOT NULL,
	"first_name_ne" varchar(100) NOT NULL,
	"middle_name_ne" varchar(100),
	"last_name_ne" varchar(100) NOT NULL,
	"father_name_en" varchar(150) NOT NULL,
	"father_name_ne" varchar(150) NOT NULL,
	"mother_name_en" varchar(150) NOT NULL,
	"mother_name_ne" varchar(150) NOT NULL,
	"grandfather_name_en" varchar(150) NOT NULL,
	"grandfather_name_ne" varchar(150) NOT NULL,
	"spouse_name_en" varchar(150),
	"spouse_name_ne" varchar(150),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "profile_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "documents_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_local_body_id_local_bodies_id_fk" FOREIGN KEY ("local_body_id") REFERENCES "public"."local_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;