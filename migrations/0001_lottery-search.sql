-- Trigram indexes make the admin's substring search on invoice and phone fast at a million entries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "lottery_entries_invoice_trgm_idx" ON "lottery_entries" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lottery_entries_phone_trgm_idx" ON "lottery_entries" USING gin ("phone_number" gin_trgm_ops);
