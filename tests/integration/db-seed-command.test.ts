import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, OTHER_CLIENTS } from "@/lib/db/seed-data/people";
import { connect } from "@/lib/db/connection";
import { LENDER_PANEL } from "@/lib/lenders/client";
import { verifyPassword } from "@/lib/auth/password";
import { uploadsRoot } from "@/lib/storage/local";
import { commandEnv, commandReport, runNpmScript, type CommandRun } from "../support/command";
import { testDatabase } from "../support/fixtures";

// `npm run db:seed` (package.json) as an operator runs it: a process of its own on the configured
// database, outside Next. It once died at start-up (React's server build under the react-server
// condition has neither Next's navigation context nor @react-pdf's reconciler internals); the test
// runs the npm script itself, so the script's flags are what is tested.
const tmp = mkdtempSync(path.join(os.tmpdir(), "bizfund-db-seed-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const seedCommand = (env: NodeJS.ProcessEnv) => runNpmScript("db:seed", [], env);
const report = (run: CommandRun) => commandReport("npm run db:seed", run);

describe("npm run db:seed", () => {
  it("runs as a command on the configured database: the demo data, then a refusal without --force", async () => {
    const db = testDatabase();
    // DATA_DIR holds the uploaded files (and, on the embedded database, the database itself).
    const env = commandEnv(tmp);

    const first = await seedCommand(env);
    expect(first.outcome, report(first)).toBe("exit 0");
    expect(first.stdout, report(first)).toMatch(/Seeded:/);
    const second = await seedCommand(env);
    expect(second.outcome, report(second)).toBe("exit 0");
    expect(second.stdout, report(second)).toMatch(
      /already has \d+ users; not seeding \(use --force to add the demo data anyway\)/,
    );

    // What the command wrote, read back from the database it was pointed at.
    const seeded = db.driver === "postgres" ? db.connection : await connect({ dataDir: tmp });
    try {
      const { prisma } = seeded;
      const roles = await prisma.user.groupBy({ by: ["role"], _count: true });
      const expected: Record<string, number> = { client: OTHER_CLIENTS.length };
      for (const u of DEMO_USERS) expected[u.role] = (expected[u.role] ?? 0) + 1;
      expect(Object.fromEntries(roles.map((r) => [r.role, r._count]))).toEqual(expected);
      expect(await prisma.lender.count()).toBe(LENDER_PANEL.length);
      expect(await prisma.application.count()).toBeGreaterThanOrEqual(30);
      // The published demo password signs the demo users in (hashed by the command, once for all).
      const admin = await prisma.user.findFirstOrThrow({ where: { role: "admin" } });
      expect(await verifyPassword(DEMO_PASSWORD, admin.passwordHash)).toBe(true);
      // A signed contract carries the signature page @react-pdf rendered in the command's process.
      const signed = await prisma.document.findFirstOrThrow({ where: { documentType: "signed_contract" } });
      const bytes = readFileSync(path.join(uploadsRoot(tmp), signed.storageKey));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.byteLength).toBe(signed.sizeBytes);
    } finally {
      if (seeded !== db.connection) await seeded.close();
    }
  }, 360_000);
});
