// Bank data on an application for the decision tests (issue 33 item 3, ADR 068): a synthetic
// statement (one account, a year of card settlements and supplier payments) recorded as the store
// records one, then analysed, so lenders and offers read it exactly as they would a real one.
import { createHash, randomUUID } from "node:crypto";
import { analyseApplication } from "@/lib/assessment/store";
import type { BankEvidence } from "@/lib/assessment/serviceability";
import { testDatabase } from "./fixtures";

import { syntheticStatementRow } from "@/lib/assessment/synthetic";

/** Records the statement and runs the analysis (what the upload and its job do). */
export async function giveBankData(applicationId: string, monthlyInflowCents: number) {
  const sha256 = createHash("sha256").update(randomUUID()).digest("hex");
  // This statement is the file's bank data: any the seed gave it (lib/db/seed-evidence.ts) goes.
  const prisma = testDatabase().connection.prisma;
  await prisma.bankDataAnalysis.deleteMany({ where: { applicationId } });
  await prisma.bankStatement.deleteMany({ where: { applicationId } });
  await prisma.bankStatement.create({
    data: syntheticStatementRow(applicationId, monthlyInflowCents, {
      fileName: `synthetic-${sha256.slice(0, 6)}.csv`,
      sha256,
    }),
  });
  const analysis = await analyseApplication(applicationId);
  if (!analysis) throw new Error("no analysis");
  return analysis;
}

/** The serviceability figures such data gives (for picking lenders in tests). */
export const healthyEvidence = (monthlyInflowCents: number): BankEvidence => ({
  averageMonthlyInflowCents: monthlyInflowCents,
  lowestMonthInflowCents: monthlyInflowCents,
  averageBalanceCents: 2_000_000 + monthlyInflowCents * 3,
  dishonours90d: 0,
  existingLenderMonthlyCents: 0,
});
