CREATE TABLE "blocked_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_phones_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "branch_ordering" (
	"branch" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"prep_minutes" integer DEFAULT 20 NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"capacity" integer DEFAULT 10 NOT NULL,
	"last_order_minutes" integer DEFAULT 15 NOT NULL,
	"paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"branch" text NOT NULL,
	"day" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"asap" boolean DEFAULT false NOT NULL,
	"customer_name" text,
	"phone_number" text,
	"note" text,
	"total" numeric(10, 2) NOT NULL,
	"first_order" boolean DEFAULT false NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"accepted_at" timestamp with time zone,
	"preparing_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"idempotency_key" text,
	"idempotency_expires_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "order_ahead" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_branch_day_number_key" ON "orders" USING btree ("branch","day","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_branch_pickup_idx" ON "orders" USING btree ("branch","pickup_at");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone_number") WHERE "orders"."phone_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");