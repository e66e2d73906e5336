// An S3 Backend for the shared image cases: a real S3-protocol server (s3rver) on loopback, behind
// a front that checks presigned signatures as S3 does. Each call makes its own bucket server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { S3Storage } from "../../server/storage/s3-storage";
import { startTestApp, type TestApp } from "./test-app";
import type { Backend } from "./images-cases";
import { startSignatureVerifier } from "./images-s3-verifier";

const BUCKET = "broasted-images";

export function s3Backend(): Backend {
  let s3rver: S3rver;
  let verifier: Awaited<ReturnType<typeof startSignatureVerifier>>;
  let directory: string;
  let storage: S3Storage;
  return {
    async start() {
      directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
      s3rver = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await s3rver.run();
      verifier = await startSignatureVerifier(
        () => port,
        () => ({ client: storage.client, bucket: BUCKET }),
      );
      storage = new S3Storage({
        bucket: BUCKET,
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${verifier.port}`,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
      return startTestApp({}, { storage: () => storage });
    },
    async listKeys(_app: TestApp, prefix: string) {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async stop() {
      await verifier.close();
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
