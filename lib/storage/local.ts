import { constants } from "node:fs";
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { MAX_UPLOAD_BYTES } from "@/lib/documents/client";
import { assertSafeKey, assertWithinLimit, StorageNotFoundError, type StorageDriver } from "./types";

/** DATA_DIR/uploads, or a per-process temp folder when the database is in memory. */
export function uploadsRoot(dataDir: string): string {
  return dataDir.startsWith("memory://")
    ? path.join(os.tmpdir(), `bizfund-uploads-${process.pid}`)
    : path.resolve(dataDir, "uploads");
}

/** Suffix of a file being written; renamed to its key when complete. */
export const PART_SUFFIX = ".part";

/** Files under DATA_DIR/uploads (a temp folder for in-memory databases). Writes are atomic via rename. */
export function localStorageDriver(dataDir: string, maxBytes = MAX_UPLOAD_BYTES): StorageDriver {
  const root = uploadsRoot(dataDir);
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    name: "local",
    maxBytes,
    async put(key, body) {
      const target = file(key);
      assertWithinLimit(body, maxBytes);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}${PART_SUFFIX}`;
      try {
        await writeFile(temp, body, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    // Opened before the stream is handed out: a missing file is an error here, not after a caller
    // has started answering (issue #40 item 6).
    async get(key) {
      const handle = await open(file(key), "r").catch((error: NodeJS.ErrnoException) => {
        throw error.code === "ENOENT" ? new StorageNotFoundError(key) : error;
      });
      return handle.createReadStream();
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
    // The uploads folder exists (or can be made) and this process may write into it: an unwritable
    // DATA_DIR is found at start-up and by the storage health check, without writing a file.
    async probe() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    // No URL outside the app: downloads stream through the document route after its permission check.
    async signedUrl() {
      return null;
    },
    async *list(prefix) {
      for (const f of await listStoredFiles(dataDir))
        if (!f.partial && f.key.startsWith(prefix)) yield { key: f.key, modifiedAt: f.modifiedAt };
    },
  };
}

export interface StoredFile {
  /** Path relative to the uploads root with forward slashes (the storage key for complete files). */
  key: string;
  absolutePath: string;
  modifiedAt: Date;
  /** A temp file of a write that never finished (or is still running). */
  partial: boolean;
}

/** Every regular file under the uploads root (none when it does not exist yet). */
export async function listStoredFiles(dataDir: string): Promise<StoredFile[]> {
  const root = uploadsRoot(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolutePath = path.join(entry.parentPath, entry.name);
    // A file can vanish between listing and stat (a finished rename, another sweeper): skip it.
    const info = await stat(absolutePath).catch(() => null);
    if (!info) continue;
    files.push({
      key: path.relative(root, absolutePath).split(path.sep).join("/"),
      absolutePath,
      modifiedAt: info.mtime,
      partial: entry.name.endsWith(PART_SUFFIX),
    });
  }
  return files;
}
