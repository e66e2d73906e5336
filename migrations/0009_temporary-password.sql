ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts a colleague created that have never signed in still carry the password that colleague chose.
UPDATE "users" SET "must_change_password" = true
WHERE "last_sign_in_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."resource" = 'accounts' AND a."action" = 'create' AND a."resource_id" = "users"."id"::text
  );
