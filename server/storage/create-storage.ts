import type { Env } from "../env";
import { LocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { S3Storage } from "./s3-storage";

/** S3 when S3_BUCKET is set, else local disk in DATA_DIR signed with the session secret. */
export function createStorage(env: Env, sessionSecret: string): ObjectStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(env.DATA_DIR, sessionSecret);
}
