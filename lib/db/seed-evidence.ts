import { createHash } from "node:crypto";
import { statementRow } from "@/lib/assessment/statement-rows";
import { analysisRecord } from "@/lib/assessment/store";
import { syntheticStatement } from "@/lib/assessment/synthetic";
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
    // Through the seed's own client: the app's database handle waits for the seed to finish.
    const statement = syntheticStatement(app.monthlyTurnover * 100);
    const sha256 = createHash("sha256").update(`seed-statement:${app.id}`).digest("hex");
    const row = await prisma.bankStatement.create({
      data: statementRow(app.id, statement, { source: "upload", fileName: `${app.number}-statement.csv`, sha256 }),
      select: { id: true },
    });
    const { data } = analysisRecord([row.id], statement.transactions, statement.period);
    await prisma.bankDataAnalysis.create({ data: { applicationId: app.id, ...data } });
  }
  return files.length;
}
