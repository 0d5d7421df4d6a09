import "server-only";
import { rm } from "node:fs/promises";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { listStoredFiles } from "@/lib/storage/local";

/**
 * An upload writes its file, then inserts the row; a process killed in between (kill -9, power
 * loss) leaves a file no row points to, or a half-written `.part` file. Nothing else ever removes
 * them, so this sweep does: at start-up and hourly, as the maintenance.purge job (lib/jobs).
 */

/** A complete file younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** A write (10 MiB at most) finishes in seconds; a .part file this old was abandoned. */
export const STALE_PART_MS = 60 * 60 * 1000;

export interface SweepResult {
  removedOrphans: string[];
  removedParts: number;
  kept: number;
}

const BATCH = 500;

/** Local disk only: the UploadThing driver cannot list, and its files are removed with their rows. */
export async function sweepOrphanUploads(options: { dataDir?: string; now?: Date } = {}): Promise<SweepResult> {
  const dataDir = options.dataDir ?? env().DATA_DIR;
  const now = (options.now ?? new Date()).getTime();
  const files = await listStoredFiles(dataDir);
  const result: SweepResult = { removedOrphans: [], removedParts: 0, kept: 0 };

  const stale = files.filter((f) => f.partial && now - f.modifiedAt.getTime() > STALE_PART_MS);
  for (const f of stale) await rm(f.absolutePath, { force: true });
  result.removedParts = stale.length;

  const candidates = files.filter((f) => !f.partial && now - f.modifiedAt.getTime() > ORPHAN_GRACE_MS);
  result.kept = files.length - stale.length - candidates.length;
  const prisma = await db();
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const rows = await prisma.document.findMany({
      where: { storageDriver: "local", storageKey: { in: batch.map((f) => f.key) } },
      select: { storageKey: true },
    });
    const referenced = new Set(rows.map((r) => r.storageKey));
    for (const f of batch) {
      if (referenced.has(f.key)) {
        result.kept++;
        continue;
      }
      await rm(f.absolutePath, { force: true });
      result.removedOrphans.push(f.key);
    }
  }

  if (result.removedOrphans.length > 0 || result.removedParts > 0) {
    await audit(prisma, {
      actor: null,
      action: "storage.swept",
      entity: "Storage",
      after: {
        removedOrphans: result.removedOrphans.length,
        removedParts: result.removedParts,
        keys: result.removedOrphans.slice(0, 50),
      },
    });
  }
  return result;
}
