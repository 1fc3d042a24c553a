CREATE TYPE "public"."voucher_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."payment_attempt_status" ADD VALUE 'pending' BEFORE 'paid';--> statement-breakpoint
ALTER TYPE "public"."payment_attempt_status" ADD VALUE 'refund_due';--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_ne" varchar(200) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"voucher_number" varchar(30) NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"amount_paisa" integer NOT NULL,
	"file_id" integer NOT NULL,
	"status" "voucher_status" DEFAULT 'submitted' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"payment_id" integer
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lookup_ref" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_status" varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_en_key" ON "banks" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_ne_key" ON "banks" USING btree ("name_ne");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_vouchers_bank_number_key" ON "payment_vouchers" USING btree ("bank_id","voucher_number") WHERE "payment_vouchers"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_vouchers_one_open_per_application" ON "payment_vouchers" USING btree ("application_id") WHERE "payment_vouchers"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "payment_vouchers_status_idx" ON "payment_vouchers" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE INDEX "payments_status_checked_idx" ON "payments" USING btree ("status","checked_at");--> statement-breakpoint
CREATE INDEX "payments_application_idx" ON "payments" USING btree ("application_id");