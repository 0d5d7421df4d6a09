import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS, STALE_PART_MS, sweepOrphanUploads } from "@/lib/documents/sweeper";
import { localStorageDriver, uploadsRoot } from "@/lib/storage/local";
import { seedDemo, testDatabase } from "../support/fixtures";

let dataDir = "";
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const files = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => path.relative(root, path.join(f.parentPath, f.name)).split(path.sep).join("/"))
    .sort();

describe("sweepOrphanUploads", () => {
  it("removes old files without a document row and stale .part files; keeps referenced files, fresh files and fresh .part files", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    dataDir = await mkdtemp(path.join(os.tmpdir(), "bizfund-sweep-"));
    const driver = localStorageDriver(dataDir);
    const root = uploadsRoot(dataDir);
    const now = new Date();
    const old = new Date(now.getTime() - Math.max(ORPHAN_GRACE_MS, STALE_PART_MS) - 60_000);

    const referenced = `documents/${app.id.toLowerCase()}/11111111-1111-4111-8111-111111111111`;
    const orphan = `documents/${app.id.toLowerCase()}/22222222-2222-4222-8222-222222222222`;
    const seededOrphan = "documents/33333333-3333-4333-8333-333333333333";
    const inFlight = `documents/${app.id.toLowerCase()}/44444444-4444-4444-8444-444444444444`;
    for (const key of [referenced, orphan, seededOrphan, inFlight])
      await driver.put(key, Buffer.from("%PDF-1.4\n"), "application/pdf");
    // What kill -9 during put() leaves: the temp file of the write (see localStorageDriver.put).
    const stalePart = `${orphan}.aaaaaaaa-0000-4000-8000-000000000000.part`;
    const freshPart = `${inFlight}.bbbbbbbb-0000-4000-8000-000000000000.part`;
    await writeFile(path.join(root, stalePart), "half a file");
    await writeFile(path.join(root, freshPart), "being written");
    for (const key of [referenced, orphan, seededOrphan, stalePart]) await utimes(path.join(root, key), old, old);
    await prisma.document.create({
      data: {
        applicationId: app.id,
        ownerId: users.clientA.id,
        fileName: "kept.pdf",
        sizeBytes: 9,
        contentType: "application/pdf",
        storageDriver: "local",
        storageKey: referenced,
      },
    });

    const result = await sweepOrphanUploads({ dataDir, now });

    expect(result.removedOrphans.sort()).toEqual([orphan, seededOrphan].sort());
    expect(result.removedParts).toBe(1);
    expect(result.kept).toBe(3);
    expect(await files(root)).toEqual([referenced, inFlight, freshPart].sort());
    expect(await driver.exists(referenced)).toBe(true);
    const event = await prisma.auditEvent.findFirstOrThrow({
      where: { action: "storage.swept" },
      orderBy: { at: "desc" },
    });
    expect(event.after).toMatchObject({ removedOrphans: 2, removedParts: 1 });

    // A second sweep finds nothing more to do (and writes no further audit event).
    const again = await sweepOrphanUploads({ dataDir, now });
    expect(again).toEqual({ removedOrphans: [], removedParts: 0, kept: 3 });
    expect(await prisma.auditEvent.count({ where: { action: "storage.swept" } })).toBe(1);
  });

  it("does nothing when the uploads folder does not exist yet", async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), "bizfund-sweep-empty-"));
    try {
      expect(await sweepOrphanUploads({ dataDir: empty })).toEqual({ removedOrphans: [], removedParts: 0, kept: 0 });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
