import { describe, expect, it } from "vitest";
import { hasBearerToken, matchesSecret } from "../../server/lib/secret-match";

describe("matchesSecret", () => {
  const secret = "s3cret-token-0123456789";

  it("matches only the very same string", () => {
    expect(matchesSecret(secret, secret)).toBe(true);
    for (const given of [`${secret}x`, secret.slice(0, -1), secret.toUpperCase(), ` ${secret}`, "x", "", "\u0000"])
      expect(matchesSecret(given, secret), JSON.stringify(given)).toBe(false);
  });

  it("refuses anything that is not a string, and matches nothing when no secret is set", () => {
    for (const given of [undefined, null, 12345, ["a"], { toString: () => secret }])
      expect(matchesSecret(given, secret)).toBe(false);
    for (const expected of [undefined, ""]) {
      expect(matchesSecret("", expected)).toBe(false);
      expect(matchesSecret("anything", expected)).toBe(false);
    }
  });
});

describe("hasBearerToken", () => {
  it("accepts exactly `Bearer <token>`", () => {
    expect(hasBearerToken("Bearer abc-0123456789", "abc-0123456789")).toBe(true);
    for (const header of [
      undefined,
      "",
      "abc-0123456789",
      "bearer abc-0123456789",
      "Bearer abc-0123456789 ",
      "Basic x",
    ])
      expect(hasBearerToken(header, "abc-0123456789"), String(header)).toBe(false);
  });

  it("lets nobody in when the token is unset", () => {
    expect(hasBearerToken("Bearer undefined", undefined)).toBe(false);
    expect(hasBearerToken("Bearer ", "")).toBe(false);
  });
});
