ALTER TABLE "applications" ADD COLUMN "double_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Applications made after the single-fee deadline carried the double fee already.
UPDATE "applications" AS a SET "double_fee" = true
	FROM "advertisements" AS ad
	WHERE ad."id" = a."advertisement_id"
	AND (a."applied_at" AT TIME ZONE 'Asia/Kathmandu')::date > ad."single_fee_deadline";
