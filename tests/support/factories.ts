import bcrypt from "bcryptjs";
import type { Db } from "../../server/db/client";
import { menuCategories, setupMarker, users } from "../../server/db/schema";
import type { StaffRole } from "../../shared/schema/enums";
import type { TestClient } from "./http";

let counter = 0;
export const unique = (prefix = "x") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** What a staff account may do and where (branch slugs); an owner by default. */
export type StaffRoleOptions = { role?: StaffRole; branches?: string[] };

/** A staff account written straight to the database (low bcrypt cost keeps tests quick); an owner unless told. */
export async function createAdmin(
  db: Db,
  username = unique("admin"),
  password = "secret123",
  { role = "owner", branches = [] }: StaffRoleOptions = {},
) {
  await db.insert(setupMarker).values({ id: 1 }).onConflictDoNothing();
  const [user] = await db
    .insert(users)
    .values({ username, password: await bcrypt.hash(password, 4), role, branches })
    .returning({ id: users.id });
  return { id: user.id, username, password };
}

/** Creates a staff account (an owner unless told) and signs the client in. */
export async function signInAdmin(db: Db, client: TestClient, options: StaffRoleOptions = {}) {
  const admin = await createAdmin(db, unique(options.role ?? "admin"), "secret123", options);
  const res = await client.post("/api/admin/login", admin);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return admin;
}

/** A menu category written straight to the database (dishes inserted directly need one). */
export async function createMenuCategory(db: Db, name = unique("تصنيف "), order = 1) {
  const [row] = await db.insert(menuCategories).values({ name, order }).returning();
  return row;
}
