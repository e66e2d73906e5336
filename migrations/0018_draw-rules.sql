-- Prizes from before keep the draw as it was: no stock limit, equal weights, collected at every branch; without a draw_settings row there is no per-phone limit, no period and any invoice text.
CREATE TABLE "draw_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"wins_per_phone_per_day" integer,
	"wins_per_phone_per_period" integer,
	"period_start" text,
	"period_end" text,
	"invoice_characters" text DEFAULT 'any' NOT NULL,
	"invoice_min_length" integer,
	"invoice_max_length" integer
);
--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "branches" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "lottery_entries_phone_submitted_idx" ON "lottery_entries" USING btree ("phone_number","submitted_at");