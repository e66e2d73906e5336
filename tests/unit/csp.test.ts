import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, uploadOrigins } from "../../server/csp";
import { PAGE_SHELL_HASH } from "../../server/public-site/page-shell";

describe("content security policy", () => {
  it("lets the browser upload only to the site, or to the S3 endpoint when images live in S3", () => {
    expect(uploadOrigins({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: "us-east-1" })).toEqual([]);
    expect(
      uploadOrigins({ S3_BUCKET: "imgs", S3_ENDPOINT: "https://minio.internal:9000/path", S3_REGION: "x" }),
    ).toEqual(["https://minio.internal:9000"]);
    expect(uploadOrigins({ S3_BUCKET: "imgs", S3_ENDPOINT: undefined, S3_REGION: "eu-central-1" })).toContain(
      "https://imgs.s3.eu-central-1.amazonaws.com",
    );
    expect(contentSecurityPolicy(["https://minio.internal:9000"])).toContain(
      "connect-src 'self' https://minio.internal:9000",
    );
  });

  it("allows frames from the three video platforms only and no plugins", () => {
    const csp = contentSecurityPolicy();
    expect(csp).toMatch(
      /frame-src https:\/\/www\.youtube\.com https:\/\/www\.youtube-nocookie\.com https:\/\/www\.facebook\.com https:\/\/www\.instagram\.com;/,
    );
    expect(csp).toContain("object-src 'none'");
    // The page shell (an inline script that asks for the code after the first paint) is allowed by its hash alone.
    expect(csp).toContain(`script-src 'self' ${PAGE_SHELL_HASH};`);
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe");
  });
});
