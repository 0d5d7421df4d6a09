import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, assertWithinLimit, StorageNotFoundError, type StorageDriver } from "./types";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, a local test server); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path rather than the host name (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  maxBytes: number;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2) for self-hosted deployments with more
 * than one app instance: every instance reads what any other wrote. Downloads can go straight from
 * the store through short-lived presigned URLs.
 */
export function s3StorageDriver(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");
  return {
    name: "s3",
    maxBytes: settings.maxBytes,
    async put(key, body, contentType) {
      assertSafeKey(key);
      assertWithinLimit(body, settings.maxBytes);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw notFound(error) ? new StorageNotFoundError(key) : error;
      });
      if (!object.Body) throw new Error(`S3 object ${key} has no body`);
      return object.Body as Readable;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async signedUrl(key, { expiresInSeconds, fileName }) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
