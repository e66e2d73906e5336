import bcrypt from "bcryptjs";
import { Semaphore } from "./semaphore";

export const BCRYPT_COST = 12;

// bcryptjs runs on the main thread; its async API yields every ~100 ms, and at most two hashes at a
// time keep a login flood from starving every other request.
const hashing = new Semaphore(2);

export const hashPassword = (password: string) => hashing.run(() => bcrypt.hash(password, BCRYPT_COST));
export const comparePassword = (password: string, hash: string) => hashing.run(() => bcrypt.compare(password, hash));
