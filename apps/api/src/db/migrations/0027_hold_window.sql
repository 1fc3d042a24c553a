ALTER TABLE "applications" ADD COLUMN "hold_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hold_until" date;--> statement-breakpoint
CREATE INDEX "applications_open_holds_idx" ON "applications" USING btree ("hold_until") WHERE "applications"."scrutiny_status" = 'hold';