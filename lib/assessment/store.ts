import "server-only";
import { audit } from "@/lib/audit";
import { afterCommit, db, transaction, Prisma } from "@/lib/db";
import { decryptField, encryptField } from "@/lib/security";
import { analyseTransactions, type BankAnalysis } from "./analysis";
import { ANALYSE_JOB, CONTENT_FIELD, statementRow, type Ctx, type StoredContent } from "./statement-rows";
import { checkAgainstEarlier, type EarlierStatement, fingerprint } from "./statements/checks";
import { parseStatement } from "./statements";
import { fail, type BigFourBank, type StatementFailure } from "./statements/types";
import type { BankTransaction } from "./types";

/**
 * Bank data on an application (ADR 056): statements (uploaded or fetched through a connection),
 * their transactions encrypted at rest, and the latest analysis. Each change is audited; the
 * analysis runs as a job after the change commits (assessment.analyse), and a sweep picks up what a
 * lost hint left (./jobs.ts).
 */
const RESULT_FIELD = "BankDataAnalysis.resultEnc";
export { ANALYSE_JOB, FETCH_JOB } from "./statement-rows";
export { completeBankConnection, fetchConnectionData, startBankConnection } from "./connections";

async function earlierStatements(applicationId: string): Promise<EarlierStatement[]> {
  const prisma = await db();
  const rows = await prisma.bankStatement.findMany({ where: { applicationId }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => {
    const content = JSON.parse(decryptField(r.contentEnc, CONTENT_FIELD)) as StoredContent;
    return {
      sha256: r.sha256,
      fileName: r.fileName,
      maskedNumber: r.maskedNumber,
      period: { from: r.periodFrom, to: r.periodTo },
      fingerprints: content.transactions.map(fingerprint),
    };
  });
}

/**
 * An uploaded statement: read it, check it against the statements already on the file, and record
 * it with its transactions, or say why not (the file stays a document either way). All or nothing.
 */
export async function recordUploadedStatement(
  input: {
    applicationId: string;
    fileName: string;
    bytes: Uint8Array;
    documentId?: string | null;
    expectedBank?: BigFourBank | null;
  },
  ctx: Ctx,
): Promise<{ ok: true; statementId: string; warnings: string[] } | StatementFailure> {
  const parsed = await parseStatement(
    { fileName: input.fileName, bytes: input.bytes },
    { expectedBank: input.expectedBank },
  );
  if (!parsed.ok) return { ok: false, problem: parsed.problem, message: parsed.message };
  const clash = checkAgainstEarlier(parsed, await earlierStatements(input.applicationId));
  if (clash) return clash;
  try {
    const row = await transaction(async (tx) => {
      const created = await tx.bankStatement.create({
        data: statementRow(input.applicationId, parsed.statement, {
          source: "upload",
          fileName: input.fileName,
          sha256: parsed.sha256,
          documentId: input.documentId,
        }),
        select: { id: true },
      });
      await audit(tx, {
        actor: ctx.actor,
        action: "bank_statement.recorded",
        entity: "BankStatement",
        entityId: created.id,
        after: {
          applicationId: input.applicationId,
          source: "upload",
          format: parsed.statement.format,
          bank: parsed.statement.bank,
          period: parsed.statement.period,
          transactionCount: parsed.statement.transactions.length,
        },
        ip: ctx.ip,
      });
      afterCommit(tx, { job: ANALYSE_JOB, data: { applicationId: input.applicationId } });
      return created;
    });
    return { ok: true, statementId: row.id, warnings: parsed.statement.warnings };
  } catch (error) {
    // Two uploads of the same file at once: the unique index lets one in.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return fail("duplicate_upload", `This file was already uploaded (${input.fileName}).`);
    throw error;
  }
}

/** All the application's bank data, decrypted, as one list of transactions and the period it covers. */
export async function bankTransactions(applicationId: string) {
  const prisma = await db();
  const rows = await prisma.bankStatement.findMany({ where: { applicationId }, orderBy: { createdAt: "asc" } });
  const transactions: BankTransaction[] = [];
  for (const r of rows)
    transactions.push(...(JSON.parse(decryptField(r.contentEnc, CONTENT_FIELD)) as StoredContent).transactions);
  const from = rows.map((r) => r.periodFrom).sort()[0];
  const to = rows
    .map((r) => r.periodTo)
    .sort()
    .at(-1);
  return { statementIds: rows.map((r) => r.id), transactions, period: from && to ? { from, to } : null };
}

/** The analysis of these transactions and the BankDataAnalysis columns that keep it (encrypted). */
export function analysisRecord(
  statementIds: string[],
  transactions: BankTransaction[],
  period: { from: string; to: string },
) {
  const analysis = analyseTransactions({ transactions, period });
  const data = {
    statementIds,
    resultEnc: encryptField(JSON.stringify(analysis), RESULT_FIELD),
    flagCodes: analysis.flags.map((f) => f.code),
    computedAt: new Date(),
  };
  return { analysis, data };
}

/** Runs the analysis on everything on the file and keeps the latest; no bank data, no analysis. */
export async function analyseApplication(applicationId: string): Promise<BankAnalysis | null> {
  const { statementIds, transactions, period } = await bankTransactions(applicationId);
  if (!period) return null;
  const { analysis, data } = analysisRecord(statementIds, transactions, period);
  await transaction(async (tx) => {
    const row = await tx.bankDataAnalysis.upsert({
      where: { applicationId },
      create: { applicationId, ...data },
      update: data,
    });
    await audit(tx, {
      actor: null,
      action: "bank_analysis.computed",
      entity: "BankDataAnalysis",
      entityId: row.id,
      after: { applicationId, statements: statementIds.length, flags: data.flagCodes },
    });
  });
  return analysis;
}

/** The latest analysis, decrypted (for staff and the assessment; callers check who may read it). */
export async function latestAnalysis(applicationId: string) {
  return readAnalysis(await db(), applicationId);
}

/** latestAnalysis through the caller's client (a transaction's, so it reads what that transaction sees). */
export async function readAnalysis(
  client: Pick<Prisma.TransactionClient, "bankDataAnalysis">,
  applicationId: string,
): Promise<{ analysis: BankAnalysis; computedAt: Date; statementIds: string[] } | null> {
  const row = await client.bankDataAnalysis.findUnique({ where: { applicationId } });
  if (!row) return null;
  return {
    analysis: JSON.parse(decryptField(row.resultEnc, RESULT_FIELD)) as BankAnalysis,
    computedAt: row.computedAt,
    statementIds: row.statementIds,
  };
}
