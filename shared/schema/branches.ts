import { doublePrecision, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { HoursException, WeeklyHours } from "../branch-hours";

// The details of the four fixed branches (shared/branches.ts), keyed by their slug. A branch without a
// row yet has no details; the first admin save creates it.
export const branches = pgTable("branches", {
  slug: text("slug").primaryKey(),
  address: text("address"),
  area: text("area"),
  phone: text("phone"),
  whatsapp: text("whatsapp"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  // A Google Maps short link the admin gave for directions (the coordinates cannot be read from it).
  mapsUrl: text("maps_url"),
  talabatUrl: text("talabat_url"),
  careemUrl: text("careem_url"),
  imageUrl: text("image_url"),
  // A week of intervals and a short list of dated exceptions: always read and written whole with the branch.
  hours: jsonb("hours").$type<WeeklyHours>().notNull().default([[], [], [], [], [], [], []]),
  exceptions: jsonb("exceptions").$type<HoursException[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type BranchRow = typeof branches.$inferSelect;
