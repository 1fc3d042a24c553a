CREATE TABLE "phase_three_formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"quota_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"percent_hundredths" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_three_formulas_quota_key" UNIQUE("quota_id"),
	CONSTRAINT "phase_three_formulas_priority_key" UNIQUE("priority"),
	CONSTRAINT "phase_three_formulas_priority" CHECK ("phase_three_formulas"."priority" between 1 and 6),
	CONSTRAINT "phase_three_formulas_percent" CHECK ("phase_three_formulas"."percent_hundredths" between 100 and 10000)
);
--> statement-breakpoint
ALTER TABLE "phase_three_formulas" ADD CONSTRAINT "phase_three_formulas_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;