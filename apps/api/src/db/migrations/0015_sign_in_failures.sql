CREATE TABLE "sign_in_failures" (
	"name_key" varchar(64) NOT NULL,
	"client" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_name_key_client_pk" PRIMARY KEY("name_key","client")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");