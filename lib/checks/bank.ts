import "server-only";
import { completeBankConnection, startBankConnection } from "@/lib/assessment";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { assertOwner } from "./view";

/**
 * The owner's side of the open-banking connection (ADR 056): sent to the intermediary from their
 * application, and back through /api/applications/:id/bank-connection. Only the application's owner.
 */
export async function startOwnerBankConnection(user: SessionUser, applicationId: string, ip?: string) {
  await assertOwner(user, applicationId);
  const returnUrl = new URL(`/api/applications/${encodeURIComponent(applicationId)}/bank-connection`, env().APP_URL);
  return startBankConnection({ applicationId, returnUrl: returnUrl.toString() }, { actor: user, ip });
}

export async function completeOwnerBankConnection(
  user: SessionUser,
  applicationId: string,
  input: { connection: string; state: string },
  ip?: string,
): Promise<boolean> {
  await assertOwner(user, applicationId);
  const done = await completeBankConnection({ state: input.state, externalId: input.connection }, { actor: user, ip });
  return !!done && done.applicationId === applicationId;
}

/** What the owner sees of their bank data: each connection's state and each statement read, no transactions. */
export async function ownerBankData(user: SessionUser, applicationId: string) {
  await assertOwner(user, applicationId);
  const prisma = await db();
  const [connections, statements] = await Promise.all([
    prisma.bankConnection.findMany({
      where: { applicationId, status: { not: "pending" } },
      select: { id: true, status: true, attempts: true, connectedAt: true, fetchedAt: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    prisma.bankStatement.findMany({
      where: { applicationId },
      select: {
        id: true,
        source: true,
        fileName: true,
        format: true,
        bank: true,
        maskedNumber: true,
        periodFrom: true,
        periodTo: true,
        transactionCount: true,
        createdAt: true,
      },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  return { connections, statements };
}
