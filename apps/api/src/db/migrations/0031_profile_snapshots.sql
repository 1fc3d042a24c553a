CREATE TABLE "profile_snapshot_files" (
	"snapshot_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "profile_snapshot_files_snapshot_id_file_id_pk" PRIMARY KEY("snapshot_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "profile_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_snapshot_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "profile_snapshot_id" integer;--> statement-breakpoint
ALTER TABLE "profile_snapshot_files" ADD CONSTRAINT "profile_snapshot_files_snapshot_id_profile_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."profile_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_snapshot_files" ADD CONSTRAINT "profile_snapshot_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_snapshots" ADD CONSTRAINT "profile_snapshots_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_snapshot_files_file_idx" ON "profile_snapshot_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "profile_snapshots_candidate_idx" ON "profile_snapshots" USING btree ("candidate_user_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_profile_snapshot_id_profile_snapshots_id_fk" FOREIGN KEY ("profile_snapshot_id") REFERENCES "public"."profile_snapshots"("id") ON DELETE no action ON UPDATE no action;