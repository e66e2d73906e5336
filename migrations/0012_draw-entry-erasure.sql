-- A draw entry's personal data (the phone and the invoice as typed) can be erased, on the
-- visitor's request or by retention; the normal form of the invoice stays under its unique
-- index so the same invoice can never win twice, and erased_at says when the rest went.
ALTER TABLE "lottery_entries" ALTER COLUMN "invoice_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_entries" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD COLUMN "erased_at" timestamp with time zone;
