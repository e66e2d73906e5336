-- One governorate, one area per governorate and one job position per name, however it was typed:
-- unique indexes on the name's compared form (NFKC, case-folded, أ/إ/آ/ٱ as ا, ى as ي, ة as ه,
-- diacritics and tatweel dropped, spaces trimmed and collapsed; shared/schema/recruitment.ts nameKey).
-- Names that already collide are kept, never merged or deleted: applications point at these rows by
-- id, and moving an application to another row would change what the applicant chose. The row kept
-- as it is is an active one if any, else the oldest; each later one gets "(مكرر <start of its id>)"
-- appended and it is hidden from visitors, so the index can be built, the public lists show each name once,
-- and the admin sees which rows to tidy up by hand.
-- Branches also keep a Google Maps short link as their directions link (maps_url).
UPDATE "governorates" AS g SET "name" = g."name" || ' (مكرر ' || left(d."id"::text, 8) || ')', "is_active" = false
	FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(regexp_replace(translate(normalize("name", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))) ORDER BY "is_active" DESC, "created_at", "id") AS n FROM "governorates") AS d
	WHERE d."id" = g."id" AND d.n > 1;--> statement-breakpoint
UPDATE "areas" AS a SET "name" = a."name" || ' (مكرر ' || left(d."id"::text, 8) || ')', "is_active" = false
	FROM (SELECT "id", row_number() OVER (PARTITION BY "governorate_id", lower(btrim(regexp_replace(regexp_replace(translate(normalize("name", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))) ORDER BY "is_active" DESC, "created_at", "id") AS n FROM "areas") AS d
	WHERE d."id" = a."id" AND d.n > 1;--> statement-breakpoint
UPDATE "job_positions" AS p SET "title" = p."title" || ' (مكرر ' || left(d."id"::text, 8) || ')', "is_active" = false
	FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(regexp_replace(translate(normalize("title", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))) ORDER BY "is_active" DESC, "created_at", "id") AS n FROM "job_positions") AS d
	WHERE d."id" = p."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "maps_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_governorate_name_key" ON "areas" USING btree ("governorate_id",lower(btrim(regexp_replace(regexp_replace(translate(normalize("name", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "governorates_name_key" ON "governorates" USING btree (lower(btrim(regexp_replace(regexp_replace(translate(normalize("name", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "job_positions_title_key" ON "job_positions" USING btree (lower(btrim(regexp_replace(regexp_replace(translate(normalize("title", NFKC), 'أإآٱىةـ', 'اااايه'), '[ً-ٰٟ]', '', 'g'), '[[:space:]]+', ' ', 'g'))));