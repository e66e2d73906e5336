import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertSafeKey,
  isUploadKey,
  removeImageKeys,
  UPLOAD_URL_TTL_SECONDS,
  type ObjectStorage,
} from "./object-storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3 bucket; the browser PUTs straight to an S3 presigned URL. */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;

  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Presigned browser PUTs carry no checksum headers; only ask for checksums where S3 requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async createUploadUrl(key: string, options: { expiresInSeconds?: number; signedAt?: Date } = {}) {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    // The signature covers the bucket and key: the URL cannot write anywhere else.
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: options.expiresInSeconds ?? UPLOAD_URL_TTL_SECONDS,
      signingDate: options.signedAt,
    });
  }

  async stat(key: string) {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string) {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number } | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string) {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async remove(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  // One DeleteObject per key rather than a batch DeleteObjects: four small requests, and no
  // reliance on the batch call's checksum headers, which some S3-compatible stores handle differently.
  async removeImage(id: string) {
    await removeImageKeys(id, (key) => this.remove(key));
  }
}
