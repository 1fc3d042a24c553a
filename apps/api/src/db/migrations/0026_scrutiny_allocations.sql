CREATE TABLE "scrutiny_allocations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"officer_user_id" integer NOT NULL,
	"allocated_by_user_id" integer NOT NULL,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "scrutiny_finalised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "scrutiny_finalised_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "scrutiny_allocations" ADD CONSTRAINT "scrutiny_allocations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrutiny_allocations" ADD CONSTRAINT "scrutiny_allocations_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrutiny_allocations" ADD CONSTRAINT "scrutiny_allocations_officer_user_id_users_id_fk" FOREIGN KEY ("officer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrutiny_allocations" ADD CONSTRAINT "scrutiny_allocations_allocated_by_user_id_users_id_fk" FOREIGN KEY ("allocated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrutiny_allocations_advertisement_officer_idx" ON "scrutiny_allocations" USING btree ("advertisement_id","officer_user_id");--> statement-breakpoint
CREATE INDEX "scrutiny_allocations_officer_idx" ON "scrutiny_allocations" USING btree ("officer_user_id");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_scrutiny_finalised_by_user_id_users_id_fk" FOREIGN KEY ("scrutiny_finalised_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;