import { describe } from "vitest";
import { imageCleanupCases } from "../support/image-cleanup-cases";
import { imagePipelineCases } from "../support/images-cases";
import { s3Backend } from "../support/images-s3-backend";

// A real S3-protocol server (s3rver) on loopback, behind a front that checks presigned signatures as S3 does.
describe("image uploads on S3", () => {
  imagePipelineCases(s3Backend());
});

describe("stored image cleanup on S3", () => {
  imageCleanupCases(s3Backend());
});
