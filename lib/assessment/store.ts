import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { audit, type Actor } from "@/lib/audit";
import { afterCommit, db, transaction, Prisma } from "@/lib/db";
import { decryptField, encryptField } from "@/lib/security/field-encryption";
import { analyseTransactions, type BankAnalysis } from "./analysis";
import { bankDataProvider, BankDataUnavailableError } from "./bank-data";
import { addDays } from "./days";
import { checkAgainstEarlier, fingerprint, type EarlierStatement } from "./statements/checks";
import { parseStatement } from "./statements";
import { fail, type BigFourBank, type ParsedStatement, type StatementFailure } from "./statements/types";
import type { BankTransaction } from "./types";

/**
 * Bank data on an application (ADR 056): statements (uploaded or fetched through a connection),
 * their transactions encrypted at rest, and the latest analysis. Each change is audited; the
 * analysis runs as a job after the change commits (assessment.analyse), and a sweep picks up what a
 * lost hint left (./jobs.ts).
 */
const CONTENT_FIELD = "BankStatement.contentEnc";
const RESULT_FIELD = "BankDataAnalysis.resultEnc";
export const ANALYSE_JOB = "assessment.analyse";
export const FETCH_JOB = "assessment.fetch";
const HISTORY_MONTHS = 12;

type StoredContent = Pick<
  ParsedStatement,
  "account" | "openingBalanceCents" | "closingBalanceCents" | "warnings" | "transactions"
>;
interface Ctx {
  actor: Actor | null;
  ip?: string | null;
}

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

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

function statementRow(
  applicationId: string,
  s: ParsedStatement,
  extra: { source: string; fileName: string; sha256: string; documentId?: string | null; connectionId?: string | null },
) {
  const content: StoredContent = {
    account: s.account,
    openingBalanceCents: s.openingBalanceCents,
    closingBalanceCents: s.closingBalanceCents,
    warnings: s.warnings,
    transactions: s.transactions,
  };
  return {
    applicationId,
    source: extra.source,
    connectionId: extra.connectionId ?? null,
    documentId: extra.documentId ?? null,
    fileName: extra.fileName,
    sha256: extra.sha256,
    format: s.format,
    bank: s.bank,
    maskedNumber: s.account.maskedNumber,
    periodFrom: s.period.from,
    periodTo: s.period.to,
    transactionCount: s.transactions.length,
    contentEnc: encryptField(JSON.stringify(content), CONTENT_FIELD),
  };
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

/** Sends the owner to the intermediary: a connection waits, keyed by a one-time state. */
export async function startBankConnection(input: { applicationId: string; returnUrl: string }, ctx: Ctx) {
  const provider = bankDataProvider();
  const state = randomBytes(24).toString("base64url");
  const started = await provider.startConnection({
    applicationId: input.applicationId,
    returnUrl: input.returnUrl,
    state,
  });
  const connection = await transaction(async (tx) => {
    const created = await tx.bankConnection.create({
      data: {
        applicationId: input.applicationId,
        provider: provider.id,
        externalId: started.connectionId,
        stateHash: hashState(state),
        startedById: ctx.actor?.id ?? null,
      },
    });
    await audit(tx, {
      actor: ctx.actor,
      action: "bank_connection.started",
      entity: "BankConnection",
      entityId: created.id,
      after: { applicationId: input.applicationId, provider: provider.id },
      ip: ctx.ip,
    });
    return created;
  });
  return { connectionId: connection.id, redirectUrl: started.redirectUrl };
}

/** The owner came back from the intermediary: the state must match a waiting connection. */
export async function completeBankConnection(input: { state: string; externalId: string }, ctx: Ctx) {
  const prisma = await db();
  const connection = await prisma.bankConnection.findUnique({ where: { stateHash: hashState(input.state) } });
  if (
    !connection ||
    connection.status !== "pending" ||
    (connection.externalId && connection.externalId !== input.externalId)
  )
    return null;
  return transaction(async (tx) => {
    const updated = await tx.bankConnection.update({
      where: { id: connection.id, status: "pending" },
      data: { status: "connected", externalId: input.externalId, connectedAt: new Date() },
    });
    await audit(tx, {
      actor: ctx.actor,
      action: "bank_connection.connected",
      entity: "BankConnection",
      entityId: connection.id,
      after: { applicationId: connection.applicationId, provider: connection.provider },
      ip: ctx.ip,
    });
    afterCommit(tx, { job: FETCH_JOB, data: { connectionId: connection.id } });
    return updated;
  });
}

/**
 * Reads the connected accounts' last 12 months and records one statement per account, replacing an
 * earlier fetch of the same connection. A provider that fails is retried by the job (the connection
 * stays "connected": check pending); one that refuses for good marks the connection failed.
 */
export async function fetchConnectionData(connectionId: string, now = new Date()) {
  const prisma = await db();
  const connection = await prisma.bankConnection.findUniqueOrThrow({ where: { id: connectionId } });
  if (connection.status !== "connected" && connection.status !== "fetched") return connection;
  const provider = bankDataProvider();
  const to = addDays(now.toISOString().slice(0, 10), -1);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - HISTORY_MONTHS, now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  let accounts: {
    account: Awaited<ReturnType<typeof provider.fetchAccounts>>[number];
    transactions: BankTransaction[];
  }[];
  try {
    const list = await provider.fetchAccounts(connection.externalId!);
    accounts = [];
    for (const account of list)
      accounts.push({
        account,
        transactions: await provider.fetchTransactions(connection.externalId!, account.id, { from, to }),
      });
  } catch (error) {
    const final = error instanceof BankDataUnavailableError && !error.retryable;
    await prisma.bankConnection.update({
      where: { id: connectionId },
      data: { attempts: { increment: 1 }, ...(final ? { status: "failed", failure: (error as Error).message } : {}) },
    });
    if (final) return prisma.bankConnection.findUniqueOrThrow({ where: { id: connectionId } });
    throw error;
  }
  return transaction(async (tx) => {
    await tx.bankStatement.deleteMany({ where: { connectionId } });
    for (const { account, transactions } of accounts) {
      const sorted = [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const first = sorted[0];
      const statement: ParsedStatement = {
        format: "cdr",
        bank: null,
        account: {
          name: account.name,
          bsb: account.bsb,
          maskedNumber: account.maskedNumber,
          currency: account.currency,
        },
        period: { from, to },
        openingBalanceCents: first?.balanceCents != null ? first.balanceCents - first.amountCents : null,
        closingBalanceCents: sorted.at(-1)?.balanceCents ?? null,
        transactions: sorted.map((t) => ({
          ...t,
          id: `cdr-${connectionId}-${t.id}`,
          accountId: `cdr-${connectionId}-${account.id}`,
        })),
        warnings: [],
      };
      const sha256 = createHash("sha256").update(JSON.stringify(statement.transactions)).digest("hex");
      await tx.bankStatement.create({
        data: statementRow(connection.applicationId, statement, {
          source: "connection",
          fileName: account.name,
          sha256,
          connectionId,
        }),
      });
    }
    const updated = await tx.bankConnection.update({
      where: { id: connectionId },
      data: { status: "fetched", fetchedAt: new Date(), failure: null },
    });
    await audit(tx, {
      actor: null,
      action: "bank_connection.fetched",
      entity: "BankConnection",
      entityId: connectionId,
      after: {
        applicationId: connection.applicationId,
        accounts: accounts.length,
        transactions: accounts.reduce((s, a) => s + a.transactions.length, 0),
      },
    });
    afterCommit(tx, { job: ANALYSE_JOB, data: { applicationId: connection.applicationId } });
    return updated;
  });
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

/** Runs the analysis on everything on the file and keeps the latest; no bank data, no analysis. */
export async function analyseApplication(applicationId: string): Promise<BankAnalysis | null> {
  const { statementIds, transactions, period } = await bankTransactions(applicationId);
  if (!period) return null;
  const analysis = analyseTransactions({ transactions, period });
  const data = {
    statementIds,
    resultEnc: encryptField(JSON.stringify(analysis), RESULT_FIELD),
    flagCodes: analysis.flags.map((f) => f.code),
    computedAt: new Date(),
  };
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
export async function latestAnalysis(
  applicationId: string,
): Promise<{ analysis: BankAnalysis; computedAt: Date; statementIds: string[] } | null> {
  const prisma = await db();
  const row = await prisma.bankDataAnalysis.findUnique({ where: { applicationId } });
  if (!row) return null;
  return {
    analysis: JSON.parse(decryptField(row.resultEnc, RESULT_FIELD)) as BankAnalysis,
    computedAt: row.computedAt,
    statementIds: row.statementIds,
  };
}
