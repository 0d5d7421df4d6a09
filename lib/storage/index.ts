import "server-only";
import { env } from "@/lib/env";
import { MAX_UPLOAD_BYTES } from "@/lib/documents/rules";
import { configuredDriverName } from "./driver-name";
import { localStorageDriver } from "./local";
import { s3StorageDriver } from "./s3";
import type { StorageDriver } from "./types";
import { uploadthingDriver } from "./uploadthing";

export type { StorageDriver } from "./types";
export { StorageNotFoundError, StorageUnavailableError } from "./types";

let driver: StorageDriver | undefined;

function create(name: string): StorageDriver {
  const config = env();
  switch (name) {
    case "s3":
      if (!config.S3_BUCKET) throw new Error("Storage driver s3 needs S3_BUCKET (and S3_REGION, credentials).");
      return s3StorageDriver({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE === "1",
        maxBytes: MAX_UPLOAD_BYTES,
      });
    case "uploadthing":
      if (!config.UPLOADTHING_TOKEN) throw new Error("Storage driver uploadthing needs UPLOADTHING_TOKEN.");
      return uploadthingDriver({ token: config.UPLOADTHING_TOKEN });
    case "local":
      return localStorageDriver(config.DATA_DIR);
    default:
      throw new Error(`Storage driver ${name} is not configured`);
  }
}

/**
 * The configured document storage: STORAGE_DRIVER (local, s3, uploadthing); by default UploadThing
 * when UPLOADTHING_TOKEN is set, else local disk under DATA_DIR.
 */
export function storage(): StorageDriver {
  if (driver) return driver;
  const config = env();
  driver = create(configuredDriverName(config));
  return driver;
}

/** The driver that wrote a stored object (documents record it), so old files stay readable after a switch. */
export function storageFor(name: string): StorageDriver {
  const current = storage();
  if (current.name === name) return current;
  return create(name);
}
