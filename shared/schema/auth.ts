import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { staffRoles } from "./enums";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull().unique(),
    // The colleague's full name, shown beside the username (audit log, hand-overs); none for older accounts.
    fullName: text("full_name"),
    password: text("password").notNull(),
    createdAt: createdAt(),
    // Set while the account is disabled: it cannot sign in and has no sessions.
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    // Set while the password is one someone else chose (a new colleague's): the account may do
    // nothing but choose its own until then.
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    // What the account may do. Accounts from before roles were all owners (the migration says so);
    // a new colleague starts with the least.
    role: text("role", { enum: staffRoles }).notNull().default("cashier"),
    // The branch slugs (shared/branches.ts) a manager or cashier works at; an owner's are ignored.
    branches: text("branches").array().notNull().default([]),
  },
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);

// One row at most (id 1): inserted in the same transaction as the first admin,
// so racing setups produce exactly one account on every driver.
export const setupMarker = pgTable("setup_marker", {
  id: integer("id").primaryKey(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

export const loginLocks = pgTable("login_locks", {
  usernameKey: text("username_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// Fixed one-minute windows per client key; shared by every server process.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_window_idx").on(t.windowStart)],
);

export type User = typeof users.$inferSelect;
