import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { localStorageDriver } from "@/lib/storage/local";
import type { StorageDriver } from "@/lib/storage/types";
import { uploadthingDriver } from "@/lib/storage/uploadthing";
import { storageContract } from "../support/storage/contract";
import { startS3Server } from "../support/storage/s3-server";
import { FAKE_TOKEN, uploadthingFake } from "../support/storage/uploadthing-fake";

const MAX = 256 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-storage-"));
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let s3Driver: StorageDriver;
const ut = uploadthingFake();

beforeAll(async () => {
  ut.listen();
  s3 = await startS3Server(dir, "bizfund-test", MAX);
  s3Driver = s3.driver;
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
