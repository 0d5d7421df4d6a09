// Run by `npm run smoke:cluster` after the kill -9 burst: the upload sweeper runs as if its grace
// period had passed, then every stored document object must have its row. Prints one JSON line.
import { db } from "@/lib/db";
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from "@/lib/documents/sweeper";
import { storage } from "@/lib/storage";

const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
const swept = await sweepOrphanUploads({ now: later });
const driver = storage();
const keys: string[] = [];
for await (const o of driver.list("documents/")) keys.push(o.key);
const prisma = await db();
const rows = await prisma.document.findMany({
  where: { storageDriver: driver.name, storageKey: { in: keys } },
  select: { storageKey: true },
});
const withRow = new Set(rows.map((r) => r.storageKey));
console.log(
  JSON.stringify({
    driver: driver.name,
    stored: keys.length,
    removed: swept.removedOrphans.length,
    withoutRow: keys.filter((k) => !withRow.has(k)).length,
  }),
);
process.exit(0);
