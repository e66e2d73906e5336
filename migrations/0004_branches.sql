CREATE TABLE "branches" (
	"slug" text PRIMARY KEY NOT NULL,
	"address" text,
	"area" text,
	"phone" text,
	"whatsapp" text,
	"lat" double precision,
	"lng" double precision,
	"talabat_url" text,
	"careem_url" text,
	"image_url" text,
	"hours" jsonb DEFAULT '[[],[],[],[],[],[],[]]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
