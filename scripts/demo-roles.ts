// One account per staff role for `npm run demo`, each with a password of its own (the temporary one
// the owner gives is replaced at once, as the person would at their first sign-in).
import { SiteApi } from "./site-api";

/** The cashier of الياسمين, who also hands a demo prize over there. */
export const DEMO_CASHIER = {
  username: "cashier",
  password: "cashier-pass-123",
  role: "cashier",
  branches: ["al-yasmeen"],
} as const;

const ACCOUNTS = [
  { username: "manager", password: "manager-pass-123", role: "manager", branches: ["al-yasmeen"] },
  DEMO_CASHIER,
] as const;

/** Creates the branch manager and cashier of الياسمين (skipped when they exist) and says how to sign in. */
export async function addDemoRoles(owner: SiteApi, ownerName: string, ownerPassword: string): Promise<void> {
  const existing = await owner.call<{ username: string }[]>("GET", "/api/admin/accounts");
  for (const account of ACCOUNTS) {
    if (existing.some((a) => a.username === account.username)) continue;
    const temporary = `${account.password}-temp`;
    await owner.call("POST", "/api/admin/accounts", { ...account, password: temporary });
    const staff = new SiteApi(owner.base);
    await staff.signIn(account.username, temporary);
    await staff.call("PUT", "/api/admin/password", { currentPassword: temporary, newPassword: account.password });
  }
  console.log("Staff accounts (sign in at /admin):");
  console.log(`  المالك (owner):        ${ownerName} / ${ownerPassword}`);
  console.log("  مدير فرع (manager):    manager / manager-pass-123 (الياسمين)");
  console.log("  كاشير (cashier):       cashier / cashier-pass-123 (الياسمين)");
}
