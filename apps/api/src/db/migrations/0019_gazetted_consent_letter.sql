ALTER TABLE "classes" ADD COLUMN "gazetted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "consent_letter_number" varchar(100);--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "consent_letter_date" date;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_consent_letter_whole" CHECK (("requisitions"."consent_letter_number" is null) = ("requisitions"."consent_letter_date" is null));--> statement-breakpoint
-- Classes already named as gazetted ("Gazetted Third Class") are marked so; staff correct the rest on the class screen.
UPDATE "classes" SET "gazetted" = true WHERE "name_en" ILIKE 'gazetted%';
