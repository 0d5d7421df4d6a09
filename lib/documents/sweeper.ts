import "server-only";
import { rm } from "node:fs/promises";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { storage, listStoredFiles, localStorageDriver } from "@/lib/storage";
import type { StorageDriver, StoredObject } from "@/lib/storage/client";

/**
 * An upload stores its file, then inserts the row; a process killed in between (kill -9, power
 * loss) leaves a file no row points to (on local disk also a half-written `.part` file). Nothing
 * else ever removes them, so this sweep does, on whichever driver stores documents (local disk,
 * S3, UploadThing: each lists its objects): at start-up and hourly, as the maintenance.purge job.
 */

/** A complete file younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** A write (10 MiB at most) finishes in seconds; a .part file this old was abandoned. */
export const STALE_PART_MS = 60 * 60 * 1000;
/** Where the app writes: documents and the readiness probe's test objects (never other tenants of a bucket). */
export const SWEPT_PREFIXES = ["documents/", "health/"] as const;

export interface SweepResult {
  removedOrphans: string[];
  removedParts: number;
  kept: number;
}

const BATCH = 500;

/** Local disk: .part files of writes abandoned longer than STALE_PART_MS (fresh ones are counted as kept). */
async function sweepStaleParts(dataDir: string, now: number, result: SweepResult) {
  const parts = (await listStoredFiles(dataDir)).filter((f) => f.partial);
  for (const f of parts) {
    if (now - f.modifiedAt.getTime() > STALE_PART_MS) {
      await rm(f.absolutePath, { force: true });
      result.removedParts++;
    } else result.kept++;
  }
}

/**
 * Sweeps the configured storage (or `driver`; `dataDir` alone means local disk there). Objects are
 * listed first and deleted after, so a listing that pages by offset (UploadThing) skips nothing.
 */
export async function sweepOrphanUploads(
  options: { dataDir?: string; driver?: StorageDriver; now?: Date } = {},
): Promise<SweepResult> {
  const now = (options.now ?? new Date()).getTime();
  const dataDir = options.dataDir ?? env().DATA_DIR;
  const driver = options.driver ?? (options.dataDir ? localStorageDriver(options.dataDir) : storage());
  const result: SweepResult = { removedOrphans: [], removedParts: 0, kept: 0 };
  if (driver.name === "local") await sweepStaleParts(dataDir, now, result);

  const candidates: StoredObject[] = [];
  for (const prefix of SWEPT_PREFIXES)
    for await (const o of driver.list(prefix)) {
      if (now - o.modifiedAt.getTime() > ORPHAN_GRACE_MS) candidates.push(o);
      else result.kept++;
    }
  const prisma = await db();
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const rows = await prisma.document.findMany({
      where: { storageDriver: driver.name, storageKey: { in: batch.map((f) => f.key) } },
      select: { storageKey: true },
    });
    const referenced = new Set(rows.map((r) => r.storageKey));
    for (const f of batch) {
      if (referenced.has(f.key)) {
        result.kept++;
        continue;
      }
      await driver.delete(f.key);
      result.removedOrphans.push(f.key);
    }
  }

  if (result.removedOrphans.length > 0 || result.removedParts > 0) {
    await audit(prisma, {
      actor: null,
      action: "storage.swept",
      entity: "Storage",
      after: {
        driver: driver.name,
        removedOrphans: result.removedOrphans.length,
        removedParts: result.removedParts,
        keys: result.removedOrphans.slice(0, 50),
      },
    });
  }
  return result;
}
