CREATE TABLE "vacancy_table_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase" varchar(20) NOT NULL,
	"class_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"vacancy_number" integer NOT NULL,
	"heading" varchar(20) NOT NULL,
	"actual_value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_table_values_key" UNIQUE("phase","class_id","service_id","vacancy_number","heading"),
	CONSTRAINT "vacancy_table_values_phase_heading" CHECK (("vacancy_table_values"."phase" = 'phase-one' and "vacancy_table_values"."heading" in ('open', 'internal', 'seniority', 'performance'))
        or ("vacancy_table_values"."phase" = 'phase-two' and "vacancy_table_values"."heading" in ('openForAll', 'inclusive'))),
	CONSTRAINT "vacancy_table_values_vacancy" CHECK ("vacancy_table_values"."vacancy_number" between 1 and 10000),
	CONSTRAINT "vacancy_table_values_actual" CHECK ("vacancy_table_values"."actual_value" between 0 and "vacancy_table_values"."vacancy_number")
);
--> statement-breakpoint
ALTER TABLE "vacancy_table_values" ADD CONSTRAINT "vacancy_table_values_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_table_values" ADD CONSTRAINT "vacancy_table_values_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;