import "server-only";
import { env } from "@/lib/env";
import { localStorageDriver } from "./local";
import type { StorageDriver } from "./types";
import { uploadthingDriver } from "./uploadthing";

export type { StorageDriver } from "./types";

let driver: StorageDriver | undefined;

/** Local disk under DATA_DIR by default; UploadThing when UPLOADTHING_TOKEN is set. */
export function storage(): StorageDriver {
  if (driver) return driver;
  const { UPLOADTHING_TOKEN, DATA_DIR } = env();
  driver = UPLOADTHING_TOKEN ? uploadthingDriver(UPLOADTHING_TOKEN) : localStorageDriver(DATA_DIR);
  return driver;
}

/** The driver that wrote a stored object (documents record it), so old files stay readable after a switch. */
export function storageFor(name: string): StorageDriver {
  const current = storage();
  if (current.name === name) return current;
  if (name === "local") return localStorageDriver(env().DATA_DIR);
  throw new Error(`Storage driver ${name} is not configured`);
}
