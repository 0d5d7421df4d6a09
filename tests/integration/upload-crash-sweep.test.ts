import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from "@/lib/documents/sweeper";
import { authorizeUpload, newStorageKey, recordDocument } from "@/lib/documents/upload";
import { localStorageDriver } from "@/lib/storage/local";
import type { StorageDriver } from "@/lib/storage/types";
import { uploadthingDriver } from "@/lib/storage/uploadthing";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { startS3Server } from "../support/storage/s3-server";
import { FAKE_TOKEN, uploadthingFake } from "../support/storage/uploadthing-fake";

/**
 * The kill -9 case: an upload stores its file, then records its row; a process killed between the
 * two leaves a file without a row. After the sweep there is no file without a row, and every
 * recorded document still has its file, on each driver that stores documents.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-crash-"));
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ut = uploadthingFake();
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let users: DemoUsers;
const drivers: Record<string, StorageDriver> = {};

beforeAll(async () => {
  ut.listen();
  s3 = await startS3Server(dir, "bizfund-crash", 1024 * 1024);
  drivers.s3 = s3.driver;
  drivers.local = localStorageDriver(path.join(dir, "local"));
  drivers.uploadthing = uploadthingDriver({ token: FAKE_TOKEN });
  users = await seedDemo();
});

afterAll(async () => {
  ut.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function listed(driver: StorageDriver): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of driver.list("documents/")) keys.push(o.key);
  return keys.sort();
}

describe.each(["local", "s3", "uploadthing"])("a crash between storing a file and recording its row (%s)", (name) => {
  it("leaves an orphan that the sweep removes, once past the grace period; recorded files stay", async () => {
    const driver = drivers[name]!;
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    const file = (key: string) => ({
      key,
      driver: driver.name,
      fileName: "statement.pdf",
      sizeBytes: PDF.byteLength,
      contentType: "application/pdf",
      documentType: "general",
    });
    const target = await authorizeUpload(users.clientA, { applicationId: app.id }, PDF.byteLength);

    // A whole upload: stored, then recorded.
    const kept = newStorageKey(target);
    await driver.put(kept, PDF, "application/pdf");
    await recordDocument(users.clientA, target, file(kept));
    // Killed after the store step: the row is never written.
    const crashed = [newStorageKey(target), newStorageKey(target)];
    for (const key of crashed) await driver.put(key, PDF, "application/pdf");
    expect(await listed(driver)).toEqual(expect.arrayContaining([kept, ...crashed]));

    // Within the grace period the sweep cannot tell a crash from an upload still committing: it waits.
    const early = await sweepOrphanUploads({ driver, dataDir: path.join(dir, "local") });
    expect(early.removedOrphans).toEqual([]);

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepOrphanUploads({ driver, dataDir: path.join(dir, "local"), now: later });
    expect(swept.removedOrphans.sort()).toEqual([...crashed].sort());

    // No file without a row, and no row without its file.
    const rows = await prisma.document.findMany({
      where: { storageDriver: driver.name },
      select: { storageKey: true },
    });
    const rowKeys = new Set(rows.map((r) => r.storageKey));
    const remaining = await listed(driver);
    expect(remaining.filter((k) => !rowKeys.has(k))).toEqual([]);
    expect(remaining).toContain(kept);
    for (const key of crashed) expect(await driver.exists(key)).toBe(false);
    const event = await prisma.auditEvent.findFirstOrThrow({
      where: { action: "storage.swept" },
      orderBy: { at: "desc" },
    });
    expect(event.after).toMatchObject({ driver: driver.name, removedOrphans: crashed.length });
  });
});
