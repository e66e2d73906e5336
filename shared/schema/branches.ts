import { doublePrecision, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { HoursException, WeeklyHours } from "../branch-hours";

// The chain's branches, keyed by their Latin slug (fixed forever: links, search results and the
// JSON-LD @ids use it). The name is what people see and may be renamed; a closed branch leaves the
// public site but keeps its row, so the history (hand-overs, staff scopes, audit) still names it.
export const branches = pgTable(
  "branches",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    // The branches' order everywhere they are listed (1..n).
    position: integer("position").notNull().default(0),
    closedAt: timestamp("closed_at", { withTimezone: true }),
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
  },
  (t) => [uniqueIndex("branches_name_idx").on(t.name)],
);

export type BranchRow = typeof branches.$inferSelect;
