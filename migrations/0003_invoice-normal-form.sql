-- One entry per invoice however it was spelled (DECISIONS.md): the unique rule moves from the typed
-- invoice to its normal form (shared/normalize.ts normalizeInvoice: NFKC, Latin digits, case-folded,
-- spaces and dashes removed). Existing rows get the same form here; rows that already collide keep
-- their entry (the admin still sees them) with their id appended, so the index can be built.
ALTER TABLE "lottery_entries" DROP CONSTRAINT "lottery_entries_invoice_number_unique";--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "invoice_normal" varchar(255);--> statement-breakpoint
UPDATE "lottery_entries" SET "invoice_normal" = lower(regexp_replace(
	translate(normalize("invoice_number", NFKC), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
	'[[:space:]‐‑‒–—―−﹘﹣－-]', '', 'g'));--> statement-breakpoint
UPDATE "lottery_entries" AS e SET "invoice_normal" = left(e."invoice_normal", 200) || '#' || e."id"
	FROM (SELECT "id", row_number() OVER (PARTITION BY "invoice_normal" ORDER BY "submitted_at", "id") AS n FROM "lottery_entries") AS d
	WHERE d."id" = e."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "lottery_entries" ALTER COLUMN "invoice_normal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_invoice_normal_unique" UNIQUE("invoice_normal");
