import { dictionary } from "@zxcvbn-ts/language-common";
import { ZodError } from "zod";
import { PASSWORD_COMMON, PASSWORD_IS_USERNAME } from "@shared/schema/auth-forms";

// The common-password list zxcvbn-ts ships (about 49,000 passwords from leaked sets, lower case),
// installed with the package: nothing is fetched at run time.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

/** Why a new staff password is refused (one of the most common passwords, or the username), if it is. */
export function weakPasswordReason(password: string, username: string | null): string | undefined {
  const folded = password.trim().toLowerCase();
  if (username !== null && folded === username.trim().toLowerCase()) return PASSWORD_IS_USERNAME;
  if (COMMON_PASSWORDS.has(folded)) return PASSWORD_COMMON;
  return undefined;
}

/**
 * Refuses a weak new password as a 400 on its form field (`field`), so the form shows the message
 * under the password box; checked before any hashing.
 */
export function assertStrongPassword(password: string, username: string | null, field: string): void {
  const reason = weakPasswordReason(password, username);
  if (reason) throw new ZodError([{ code: "custom", path: [field], message: reason, input: undefined }]);
}
