import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { localStorageDriver } from "@/lib/storage/local";
import { s3StorageDriver } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/types";
import { uploadthingDriver } from "@/lib/storage/uploadthing";
import { storageContract } from "../support/storage/contract";
import { FAKE_TOKEN, uploadthingFake } from "../support/storage/uploadthing-fake";

const MAX = 256 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-storage-"));
let s3: S3rver;
let s3Driver: StorageDriver;
const ut = uploadthingFake();

beforeAll(async () => {
  ut.listen();
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "bizfund-test", configs: [] }],
  });
  const { port } = await s3.run();
  s3Driver = s3StorageDriver({
    bucket: "bizfund-test",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    maxBytes: MAX,
  });
});

afterAll(async () => {
  ut.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

storageContract("local disk", () => localStorageDriver(path.join(dir, "local"), MAX), { signedUrls: false });
storageContract("S3 (local s3rver)", () => s3Driver, { signedUrls: true });
storageContract("UploadThing (local fake of its API)", () => uploadthingDriver({ token: FAKE_TOKEN, maxBytes: MAX }), {
  signedUrls: true,
});
