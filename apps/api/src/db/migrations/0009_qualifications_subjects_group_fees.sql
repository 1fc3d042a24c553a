CREATE TABLE "academic_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"category" varchar(30) NOT NULL,
	"minimum_level_id" integer NOT NULL,
	"faculty_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_qualifications_rule_key" UNIQUE NULLS NOT DISTINCT("post_id","category","minimum_level_id","faculty_id"),
	CONSTRAINT "academic_qualifications_category" CHECK (category in ('open', 'internal', 'both', 'open_plus_internal'))
);
--> statement-breakpoint
CREATE TABLE "post_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_subjects_subject_id_key" UNIQUE("post_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "education_levels" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "extra_fee_paisa" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "faculty_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "academic_qualifications" ADD CONSTRAINT "academic_qualifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_qualifications" ADD CONSTRAINT "academic_qualifications_minimum_level_id_education_levels_id_fk" FOREIGN KEY ("minimum_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_qualifications" ADD CONSTRAINT "academic_qualifications_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_subjects" ADD CONSTRAINT "post_subjects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_subjects" ADD CONSTRAINT "post_subjects_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_subjects" ADD CONSTRAINT "post_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_levels" ADD CONSTRAINT "education_levels_rank" CHECK ("education_levels"."rank" >= 0);--> statement-breakpoint
-- Installations seeded before levels had a rank: the reference levels get theirs (a level staff
-- added keeps 0 until they set it), so "Bachelor or above" reads right at once.
UPDATE "education_levels" SET "rank" = CASE "name_en"
	WHEN 'Basic level (grade 8)' THEN 1
	WHEN 'SEE/SLC (grade 10)' THEN 2
	WHEN 'Intermediate (+2/PCL, grade 12)' THEN 3
	WHEN 'Diploma (CTEVT)' THEN 3
	WHEN 'Bachelor''s degree' THEN 4
	WHEN 'Master''s degree' THEN 5
	WHEN 'MPhil' THEN 6
	WHEN 'PhD' THEN 7
	ELSE "rank" END;--> statement-breakpoint
-- Advertisements made before the extra-group fee was kept take the extra price of their class.
UPDATE "advertisements" AS a SET "extra_fee_paisa" = f."extra_price_paisa"
	FROM "posts" AS p JOIN "payment_fees" AS f ON f."class_id" = p."class_id"
	WHERE p."id" = a."post_id";
