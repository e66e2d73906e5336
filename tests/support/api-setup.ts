import { setPasswordHashCost } from "../../server/lib/password-hash";

/** The in-process apps sign in hundreds of times: bcrypt's lowest cost (production's 12 is tested in tests/unit). */
export const TEST_HASH_COST = 4;
setPasswordHashCost(TEST_HASH_COST);
