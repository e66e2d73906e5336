ALTER TABLE "menu_items" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "price";