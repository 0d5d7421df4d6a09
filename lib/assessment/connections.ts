import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { afterCommit, db, transaction } from "@/lib/db";
import { bankDataProvider, BankDataUnavailableError } from "./bank-data";
import { addDays } from "./days";
import { ANALYSE_JOB, FETCH_JOB, statementRow, type Ctx } from "./statement-rows";
import type { ParsedStatement } from "./statements/types";
import type { BankTransaction } from "./types";

/**
 * Open-banking connections (ADR 056): the owner is sent to the intermediary and comes back, then
 * the connected accounts' transactions are fetched (assessment.fetch) and recorded as statements.
 */
const HISTORY_MONTHS = 12;

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

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
