CREATE TABLE "combined_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"combination" varchar(40) NOT NULL,
	"post_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combined_posts_post_id_key" UNIQUE("post_id")
);
--> statement-breakpoint
ALTER TABLE "combined_posts" ADD CONSTRAINT "combined_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combined_posts_combination_idx" ON "combined_posts" USING btree ("combination");