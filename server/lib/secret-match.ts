import crypto from "node:crypto";

const digest = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` is the secret `expected`, in constant time. Both sides are hashed first, so the
 * comparison always runs over 32 bytes and neither the secret's length nor how much of it matched
 * shows in the time taken. An unset or empty secret matches nothing.
 */
export function matchesSecret(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== "string" || given === "") return false;
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** Whether an Authorization header carries `Bearer <token>`; an unset token lets nobody in. */
export const hasBearerToken = (authorization: string | undefined, token: string | undefined): boolean =>
  !!token && matchesSecret(authorization, `Bearer ${token}`);
