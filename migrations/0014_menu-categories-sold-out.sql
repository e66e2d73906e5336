CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Dishes that exist already go into one category «وجبات», in the order they were added.
INSERT INTO "menu_categories" ("name", "order") SELECT 'وجبات', 1 WHERE EXISTS (SELECT 1 FROM "menu_items");--> statement-breakpoint
UPDATE "menu_items" SET "category_id" = (SELECT "id" FROM "menu_categories" WHERE "name" = 'وجبات');--> statement-breakpoint
UPDATE "menu_items" SET "order" = ranked.position FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS position FROM "menu_items") AS ranked WHERE "menu_items"."id" = ranked."id";--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sandwich_calories" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "meal_calories" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE restrict ON UPDATE no action;