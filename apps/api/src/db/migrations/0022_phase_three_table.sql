CREATE TABLE "phase_three_table_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"quota_id" integer NOT NULL,
	"vacancy_number" integer NOT NULL,
	"actual_value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_three_table_values_key" UNIQUE("quota_id","vacancy_number"),
	CONSTRAINT "phase_three_table_values_vacancy" CHECK ("phase_three_table_values"."vacancy_number" between 1 and 10000),
	CONSTRAINT "phase_three_table_values_actual" CHECK ("phase_three_table_values"."actual_value" between 0 and "phase_three_table_values"."vacancy_number")
);
--> statement-breakpoint
ALTER TABLE "phase_three_table_values" ADD CONSTRAINT "phase_three_table_values_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;