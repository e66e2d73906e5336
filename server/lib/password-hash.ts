import bcrypt from "bcryptjs";
import { Semaphore } from "./semaphore";

/** The work factor of every password hash a production server writes. */
export const BCRYPT_COST = 12;

let cost = BCRYPT_COST;
/** A test server signs in hundreds of times and may hash at a lower cost (PASSWORD_HASH_COST); production never sets it. */
export function setPasswordHashCost(value: number) {
  cost = value;
}

// bcryptjs runs on the main thread; its async API yields every ~100 ms, and at most two hashes at a
// time keep a login flood from starving every other request.
const hashing = new Semaphore(2);

export const hashPassword = (password: string) => hashing.run(() => bcrypt.hash(password, cost));
export const comparePassword = (password: string, hash: string) => hashing.run(() => bcrypt.compare(password, hash));
