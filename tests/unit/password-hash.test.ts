import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../server/env";
import { BCRYPT_COST, comparePassword, hashPassword } from "../../server/lib/password-hash";

describe("password hashing", () => {
  it("a server configured by nothing but its defaults hashes at bcrypt cost 12", async () => {
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe(12);
    expect(BCRYPT_COST).toBe(12);
    const hash = await hashPassword("a-staff-password");
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await comparePassword("a-staff-password", hash)).toBe(true);
    expect(await comparePassword("another-password", hash)).toBe(false);
  });

  it("refuses a work factor below bcrypt's minimum or above what a sign-in can afford", () => {
    expect(() => loadEnv({ PASSWORD_HASH_COST: "3" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadEnv({ PASSWORD_HASH_COST: "16" })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadEnv({ PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
  });
});
