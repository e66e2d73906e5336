-- Every account from before roles could do everything: each becomes an owner. New accounts start as cashiers.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'cashier';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branches" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "handed_over_branch" text;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "handed_over_by_id" uuid;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "handed_over_by_name" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "branch_slug" text;--> statement-breakpoint
CREATE INDEX "lottery_entries_handed_over_branch_idx" ON "lottery_entries" USING btree ("handed_over_branch");