import crypto from "node:crypto";
import { matchesSecret } from "../../lib/secret-match";

/**
 * The first-admin setup link's secret. A page from another site (even one that rebinds its DNS
 * name to this machine) cannot read the link the server printed, so it cannot create the admin.
 * Compared in constant time; spent by the first successful setup (after that setup is closed anyway).
 */
export class SetupToken {
  private value: string | undefined;

  constructor(value: string | undefined) {
    this.value = value;
  }

  /** A fresh random token, unless the operator (or a test) chose one with SETUP_TOKEN. */
  static create(chosen?: string): SetupToken {
    return new SetupToken(chosen ?? crypto.randomBytes(24).toString("base64url"));
  }

  get current(): string | undefined {
    return this.value;
  }

  matches(candidate: unknown): boolean {
    return matchesSecret(candidate, this.value);
  }

  spend(): void {
    this.value = undefined;
  }
}

/** The link printed at start while no admin exists; the token rides in the fragment, never in a request line or log of a GET. */
export const setupLink = (origin: string, token: string) => `${origin}/admin/setup#token=${encodeURIComponent(token)}`;
