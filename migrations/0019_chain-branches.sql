-- Branches become data: the four the chain began with are seeded as rows with their names and places,
-- keeping their slugs (links, search results and JSON-LD @ids stay valid) and any details already saved.
ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "branches" ("slug", "name", "position") VALUES
	('al-yasmeen', 'الياسمين', 1),
	('dabouq', 'دابوق', 2),
	('airport-road', 'المطار', 3),
	('hashmi-north', 'الهاشمي الشمالي', 4)
ON CONFLICT ("slug") DO UPDATE SET "name" = EXCLUDED."name", "position" = EXCLUDED."position";--> statement-breakpoint
DELETE FROM "branches" WHERE "name" IS NULL;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_idx" ON "branches" USING btree ("name");
