CREATE TABLE "menu_search_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"spellings" text[] DEFAULT '{}' NOT NULL
);
