CREATE TABLE "distribution_log_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"quota_id" integer,
	"heading" varchar(20),
	"seats" integer NOT NULL,
	CONSTRAINT "distribution_log_seats_quota" UNIQUE("log_id","quota_id"),
	CONSTRAINT "distribution_log_seats_heading" UNIQUE("log_id","heading"),
	CONSTRAINT "distribution_log_seats_seats" CHECK ("distribution_log_seats"."seats" >= 0),
	CONSTRAINT "distribution_log_seats_kind" CHECK (("distribution_log_seats"."quota_id" is null) <> ("distribution_log_seats"."heading" is null))
);
--> statement-breakpoint
CREATE TABLE "distribution_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"demand_office_id" integer NOT NULL,
	"distribution_id" integer,
	"fiscal_year" varchar(7) NOT NULL,
	"publish_date" date NOT NULL,
	"chalani_number" varchar(40) NOT NULL,
	"chalani_date" date NOT NULL,
	"total_vacancy" integer NOT NULL,
	"local_body_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_logs_distribution_id_unique" UNIQUE("distribution_id"),
	CONSTRAINT "distribution_logs_letter_key" UNIQUE("post_id","demand_office_id","fiscal_year","chalani_number"),
	CONSTRAINT "distribution_logs_fiscal_year" CHECK ("distribution_logs"."fiscal_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "distribution_logs_total" CHECK ("distribution_logs"."total_vacancy" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "distribution_log_seats" ADD CONSTRAINT "distribution_log_seats_log_id_distribution_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."distribution_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_log_seats" ADD CONSTRAINT "distribution_log_seats_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_demand_office_id_ministry_offices_id_fk" FOREIGN KEY ("demand_office_id") REFERENCES "public"."ministry_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_local_body_id_local_bodies_id_fk" FOREIGN KEY ("local_body_id") REFERENCES "public"."local_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_logs_post_office_idx" ON "distribution_logs" USING btree ("post_id","demand_office_id","publish_date");--> statement-breakpoint
CREATE INDEX "distribution_logs_fiscal_year_idx" ON "distribution_logs" USING btree ("fiscal_year","publish_date");