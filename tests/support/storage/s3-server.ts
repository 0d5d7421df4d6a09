import path from "node:path";
import S3rver from "s3rver";
import { s3StorageDriver } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/types";

/** A local S3 server (s3rver) under `dir` with one bucket, and the app's S3 driver pointed at it. */
export async function startS3Server(dir: string, bucket: string, maxBytes: number) {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const driver: StorageDriver = s3StorageDriver({
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    maxBytes,
  });
  return { driver, close: () => server.close() };
}
