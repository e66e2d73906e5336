import { sql } from "drizzle-orm";
import { boolean, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

// Column helpers shared by every table so ids, flags and times look the same everywhere.
export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
export const isActive = () => boolean("is_active").notNull().default(true);
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const price = (name: string) => numeric(name, { precision: 10, scale: 2 });
