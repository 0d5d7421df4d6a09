import { Badge } from "@/components/ui/badge";
import { PanelSection } from "@/components/portal/panel-section";
import type { PlainCheck } from "@/lib/checks/plain";
import { formatDate } from "@/lib/money/format";
import dynamic from "next/dynamic";

// The forms are rendered on the server (they post without JavaScript) and their code loads in its own
// chunk, only for an open application: the client portal's first load does not carry it (ADR 051).
const ConnectBankForm = dynamic(() => import("./owner-forms").then((m) => m.ConnectBankForm));
const ConsentForm = dynamic(() => import("./owner-forms").then((m) => m.ConsentForm));
const RecheckForm = dynamic(() => import("./owner-forms").then((m) => m.RecheckForm));
const StatementUploadForm = dynamic(() => import("./owner-forms").then((m) => m.StatementUploadForm));

/**
 * The owner's view of the evidence (issue 33 item 5), a server component rendered by the client
 * page for the open application: their bank data and the two ways to give it, each person's consent,
 * and which checks ran, when, with whose consent and what they found, in plain words.
 */
export interface OwnerEvidenceProps {
  applicationId: string;
  bank: {
    connections: { id: string; status: string; attempts: number; fetchedAt: Date | null; createdAt: Date }[];
    statements: {
      id: string;
      source: string;
      fileName: string;
      format: string;
      maskedNumber: string | null;
      periodFrom: string;
      periodTo: string;
      transactionCount: number;
    }[];
  };
  checks: {
    subjects: { key: string; name: string; role: string; consentedAt: Date | null; missing: string | null }[];
    checks: PlainCheck[];
  };
  /** The outcome a redirect brought back (?bank=, ?statement=), when the page was posted without JavaScript. */
  flash?: { bank?: string; statement?: string };
}

const STATEMENT_FLASH: Record<string, string> = {
  recorded: "Your statement was read: its transactions are now part of your assessment.",
  duplicate_upload: "This file was already uploaded; nothing new was recorded.",
  overlapping_period:
    "This statement covers a period already on file for the same account; it is kept as a document only.",
  scanned_pdf:
    "This PDF is a scan (an image with no text): it is kept as a document. Download the statement from your internet banking instead.",
  unsupported_type: "Upload a CSV, OFX or PDF statement exported from your bank.",
  empty: "The file is empty: export the statement again and upload that file.",
  too_many_rows: "The file has more rows than one statement can; upload 12 months or less. It is kept as a document.",
  mixed_currencies:
    "The file mixes currencies: upload one Australian-dollar account per file. It is kept as a document.",
  wrong_bank: "The file is from another bank than the one chosen; it is kept as a document.",
};
const STATE_BADGE = { done: "success", attention: "warning", pending: "muted", failed: "destructive" } as const;
const STATE_WORD = {
  done: "Done",
  attention: "Needs a look",
  pending: "Check pending",
  failed: "Not completed",
} as const;
const day = (d: string) => formatDate(`${d}T12:00:00Z`);

export function OwnerEvidence({ applicationId, bank, checks, flash = {} }: OwnerEvidenceProps) {
  const fetching = bank.connections.filter((c) => c.status === "connected");
  const statementFlash = flash.statement
    ? (STATEMENT_FLASH[flash.statement] ?? "The statement could not be read; it is kept as a document for our team.")
    : null;
  return (
    <section aria-labelledby="evidence-heading" className="grid gap-4">
      <h3 id="evidence-heading" className="font-semibold">
        Bank data and checks
      </h3>
      <PanelSection
        id="bank-data-heading"
        title="Your bank data"
        className="grid gap-3 rounded-md border border-border p-3"
      >
        <p className="text-sm text-muted-foreground">
          Lenders decide on your business&apos;s bank transactions. Connect your business accounts (read-only, through
          an accredited open-banking service), or upload 6-12 months of statements.
        </p>
        {flash.bank === "connected" ? (
          <p role="status" className="text-sm">
            Your bank is connected. We are fetching your transactions.
          </p>
        ) : flash.bank === "failed" ? (
          <p role="alert" className="text-sm text-destructive">
            The bank connection was not completed. Try again, or upload statements.
          </p>
        ) : null}
        {statementFlash ? (
          <p role={flash.statement === "recorded" ? "status" : "alert"} className="text-sm">
            {statementFlash}
          </p>
        ) : null}
        {fetching.length ? (
          <p className="text-sm">
            <Badge variant="muted">Check pending</Badge>{" "}
            {fetching.some((c) => c.attempts > 0)
              ? "Your bank's service has not answered yet; we keep trying. Nothing is decided until your data is in."
              : "Fetching your transactions from your bank."}
          </p>
        ) : null}
        {bank.statements.length ? (
          <ul className="grid gap-1 text-sm" aria-label="Bank data on file">
            {bank.statements.map((s) => (
              <li key={s.id}>
                {s.source === "connection" ? "Connected account" : "Uploaded statement"}: {s.fileName}
                {s.maskedNumber ? ` (${s.maskedNumber})` : ""}, {day(s.periodFrom)} to {day(s.periodTo)},{" "}
                {s.transactionCount} transactions
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">No bank data yet.</p>
        )}
        <ConnectBankForm applicationId={applicationId} />
        <StatementUploadForm applicationId={applicationId} />
      </PanelSection>
      <PanelSection
        id="consent-heading"
        title="Consent for checks"
        className="grid gap-3 rounded-md border border-border p-3"
      >
        <p className="text-sm text-muted-foreground">
          We check the business&apos;s credit file and the PPSR, and each director&apos;s credit file, identity and the
          politically-exposed-person and sanctions lists, only once that person has agreed. Soft enquiries do not affect
          credit scores.
        </p>
        <ul className="grid gap-3">
          {checks.subjects.map((s) => (
            <li key={s.key} className="grid gap-1 text-sm">
              <p>
                <strong>{s.name}</strong> · {s.role}
              </p>
              {s.missing ? <p>{s.missing}</p> : null}
              {s.consentedAt ? (
                <p>Consent recorded {formatDate(s.consentedAt)}.</p>
              ) : (
                <ConsentForm applicationId={applicationId} subject={s.key} name={s.name} />
              )}
            </li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection
        id="checks-run-heading"
        title="What we checked"
        className="grid gap-2 rounded-md border border-border p-3"
      >
        {checks.checks.length === 0 ? <p className="text-sm">No checks have run yet.</p> : null}
        <ul className="grid gap-3">
          {checks.checks.map((c) => (
            <li key={c.id} className="grid gap-1 text-sm">
              <p>
                <strong>{c.title}</strong> <Badge variant={STATE_BADGE[c.state]}>{STATE_WORD[c.state]}</Badge>
              </p>
              <p className="text-muted-foreground">
                {c.when}. {c.consent}
              </p>
              <p>{c.found}</p>
              {c.nextStep ? (
                <p>
                  <strong>What to do next:</strong> {c.nextStep}
                </p>
              ) : null}
              {c.canRecheck ? <RecheckForm applicationId={applicationId} checkId={c.id} name={c.subjectName} /> : null}
            </li>
          ))}
        </ul>
      </PanelSection>
    </section>
  );
}
