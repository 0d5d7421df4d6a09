import "server-only";
import { type Actor } from "@/lib/audit";
import { encryptField } from "@/lib/security";
import type { ParsedStatement } from "./statements/types";

/** What the bank-data stores (./store.ts, ./connections.ts) share: a statement's row and its encrypted content. */
export const CONTENT_FIELD = "BankStatement.contentEnc";
export const ANALYSE_JOB = "assessment.analyse";
export const FETCH_JOB = "assessment.fetch";

export type StoredContent = Pick<
  ParsedStatement,
  "account" | "openingBalanceCents" | "closingBalanceCents" | "warnings" | "transactions"
>;
export interface Ctx {
  actor: Actor | null;
  ip?: string | null;
}

export function statementRow(
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
