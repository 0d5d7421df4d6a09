import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { assertSafeKey, type StorageDriver } from "./types";

/** Files under DATA_DIR/uploads (a temp folder for in-memory databases). Writes are atomic via rename. */
export function localStorageDriver(dataDir: string): StorageDriver {
  const root = dataDir.startsWith("memory://") ? path.join(os.tmpdir(), `bizfund-uploads-${process.pid}`) : path.resolve(dataDir, "uploads");
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    name: "local",
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temp, body, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      return createReadStream(file(key));
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async exists(key) {
      return stat(file(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
