CREATE TABLE "vacancy_formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase" varchar(20) NOT NULL,
	"class_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"heading" varchar(20) NOT NULL,
	"priority" integer NOT NULL,
	"percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_formulas_heading_key" UNIQUE("phase","class_id","service_id","heading"),
	CONSTRAINT "vacancy_formulas_priority_key" UNIQUE("phase","class_id","service_id","priority"),
	CONSTRAINT "vacancy_formulas_phase_heading" CHECK (("vacancy_formulas"."phase" = 'phase-one' and "vacancy_formulas"."heading" in ('open', 'internal', 'seniority', 'performance'))
        or ("vacancy_formulas"."phase" = 'phase-two' and "vacancy_formulas"."heading" in ('openForAll', 'inclusive'))),
	CONSTRAINT "vacancy_formulas_priority" CHECK ("vacancy_formulas"."priority" between 1 and 4),
	CONSTRAINT "vacancy_formulas_percent" CHECK ("vacancy_formulas"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "vacancy_limits" (
	"phase" varchar(20) NOT NULL,
	"class_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"vacancy_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_limits_phase_class_id_service_id_pk" PRIMARY KEY("phase","class_id","service_id"),
	CONSTRAINT "vacancy_limits_phase" CHECK ("vacancy_limits"."phase" in ('phase-one', 'phase-two')),
	CONSTRAINT "vacancy_limits_limit" CHECK ("vacancy_limits"."vacancy_limit" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "vacancy_formulas" ADD CONSTRAINT "vacancy_formulas_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_formulas" ADD CONSTRAINT "vacancy_formulas_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_limits" ADD CONSTRAINT "vacancy_limits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_limits" ADD CONSTRAINT "vacancy_limits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;