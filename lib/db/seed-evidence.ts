import { createHash } from "node:crypto";
import { analyseApplication } from "@/lib/assessment/store";
import { syntheticStatementRow } from "@/lib/assessment/synthetic";
import type { PrismaClient } from "./generated/client";

/**
 * Issue 33 item 3 (ADR 068): lenders decide on bank data, so the submitted files of the clients who
 * cannot sign in (the demo's other businesses, ready for staff to send) come with a year of bank
 * data at their stated turnover, analysed — as if their owners had uploaded a statement. The demo
 * clients' own files have none: they connect or upload it in the portal. Idempotent.
 */
export async function seedEvidence(prisma: PrismaClient) {
  const files = await prisma.application.findMany({
    where: { status: "submitted", client: { passwordHash: null }, bankStatements: { none: {} } },
    select: { id: true, number: true, monthlyTurnover: true },
  });
  for (const app of files) {
    const sha256 = createHash("sha256").update(`seed-statement:${app.id}`).digest("hex");
    await prisma.bankStatement.create({
      data: syntheticStatementRow(app.id, app.monthlyTurnover * 100, {
        fileName: `${app.number}-statement.csv`,
        sha256,
      }),
    });
    await analyseApplication(app.id);
  }
  return files.length;
}
