CREATE TABLE "report_summaries" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"took_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrutiny_report_candidates" (
	"fiscal_year" varchar(7) NOT NULL,
	"scrutiny_status" varchar(10) NOT NULL,
	"male" integer NOT NULL,
	"female" integer NOT NULL,
	"other" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "scrutiny_report_candidates_fiscal_year_scrutiny_status_pk" PRIMARY KEY("fiscal_year","scrutiny_status")
);
--> statement-breakpoint
CREATE TABLE "scrutiny_report_counts" (
	"dimension" varchar(40) NOT NULL,
	"advertisement_id" integer NOT NULL,
	"scrutiny_status" "scrutiny_status" NOT NULL,
	"key" text NOT NULL,
	"label_en" text,
	"label_ne" text,
	"male" integer NOT NULL,
	"female" integer NOT NULL,
	"other" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "scrutiny_report_counts_dimension_advertisement_id_scrutiny_status_key_pk" PRIMARY KEY("dimension","advertisement_id","scrutiny_status","key")
);
--> statement-breakpoint
DROP INDEX "applications_advertisement_status_idx";--> statement-breakpoint
CREATE INDEX "applications_advertisement_status_idx" ON "applications" USING btree ("advertisement_id","scrutiny_status","payment_status");