import bcrypt from "bcryptjs";
import type { Db } from "../../server/db/client";
import { setupMarker, users } from "../../server/db/schema";
import type { TestClient } from "./http";

let counter = 0;
export const unique = (prefix = "x") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** An admin account written straight to the database (low bcrypt cost keeps tests quick). */
export async function createAdmin(db: Db, username = unique("admin"), password = "secret123") {
  await db.insert(setupMarker).values({ id: 1 }).onConflictDoNothing();
  await db.insert(users).values({ username, password: await bcrypt.hash(password, 4) });
  return { username, password };
}

/** Creates an admin and signs the client in. */
export async function signInAdmin(db: Db, client: TestClient) {
  const admin = await createAdmin(db);
  const res = await client.post("/api/admin/login", admin);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return admin;
}
