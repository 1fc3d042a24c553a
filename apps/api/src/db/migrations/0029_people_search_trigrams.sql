-- Trigram indexes for the staff reports' search of people (decision 161).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || coalesce("middle_name" || ' ', '') || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_mobile_trgm_idx" ON "candidates" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_citizenship_trgm_idx" ON "candidates" USING gin ("citizenship_number" gin_trgm_ops);