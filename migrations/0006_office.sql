CREATE TABLE "admin_attention" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"applications_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"hash" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"first_agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"row_count" integer NOT NULL,
	"filters" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_hash" text;--> statement-breakpoint
ALTER TABLE "terms_and_conditions" ADD COLUMN "consent_content" text;--> statement-breakpoint
ALTER TABLE "admin_attention" ADD CONSTRAINT "admin_attention_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_exports_created_idx" ON "application_exports" USING btree ("created_at");