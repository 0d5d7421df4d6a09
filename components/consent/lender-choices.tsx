import Link from "next/link";
import type { LenderChoicesView } from "@/lib/consent";
import { formatDateTime } from "@/lib/money/format";
import { SUBMISSION_STATUS_LABELS } from "@/lib/submissions/schema";
import { OwnerLenderForm, RequestConsentForm } from "./lender-action-form";

type Choice = LenderChoicesView["lenders"][number];

const receiptHref = (applicationId: string, lenderId: string) =>
  `/api/applications/${applicationId}/lenders/${lenderId}/receipt`;

/** Where the owner's answer stands, in words. */
function answer(c: Choice) {
  if (c.decision === "approved") return `Approved ${formatDateTime(c.decidedAt!)}`;
  if (c.decision === "removed") return `Removed ${formatDateTime(c.decidedAt!)}`;
  return "Waiting for your answer";
}

function ProposedLender({ view, c }: { view: LenderChoicesView; c: Choice }) {
  const live = c.submissionStatus && c.submissionStatus !== "withdrawn";
  return (
    <li aria-label={`${c.lenderName} proposal`} className="grid gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{c.lenderName}</h3>
        <span className="text-sm font-medium">{answer(c)}</span>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">Why we chose it</p>
        <ul className="list-disc pl-5">
          {c.why.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <p>
          <span className="font-medium">What it checks: </span>
          {c.enquiry === "soft" ? "Soft enquiry" : "Hard enquiry"}: {c.enquiryWords}.
        </p>
        {c.directors.length ? (
          <>
            <p className="font-medium">Each director&apos;s own consent (it checks directors&apos; credit)</p>
            <ul className="list-disc pl-5" aria-label={`Directors' consent for ${c.lenderName}`}>
              {c.directors.map((d) => (
                <li key={d.name}>
                  {d.name}:{" "}
                  {d.consented
                    ? "consented"
                    : d.isOwner
                      ? "you, with your approval below"
                      : d.asked
                        ? "waiting (we e-mailed them their own link)"
                        : "waiting (no link sent yet: we need their e-mail address)"}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="font-medium">What it will receive ({c.channel})</p>
        <ul className="list-disc pl-5">
          {c.documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </div>
      {view.isOwner && !live && c.decision !== "approved" ? (
        <details className="text-sm">
          <summary>The consent you give (version {view.textVersion})</summary>
          <p className="mt-1 text-muted-foreground">{c.consentText}</p>
          {c.ownerDirectorText ? (
            <p className="mt-1 text-muted-foreground">
              As a director, approving also gives your own consent: {c.ownerDirectorText}
            </p>
          ) : null}
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {view.isOwner && !live && c.decision !== "approved" ? (
          <OwnerLenderForm
            applicationId={view.applicationId}
            lenderId={c.lenderId}
            action="approve"
            label={`Approve ${c.lenderName}`}
            variant="default"
          />
        ) : null}
        {view.isOwner && !live && c.decision !== "removed" ? (
          <OwnerLenderForm
            applicationId={view.applicationId}
            lenderId={c.lenderId}
            action="remove"
            label={`Remove ${c.lenderName}`}
          />
        ) : null}
        {c.decision ? (
          <a className="btn-link btn-sm self-center" href={receiptHref(view.applicationId, c.lenderId)}>
            Consent receipt (PDF)
          </a>
        ) : null}
      </div>
    </li>
  );
}

function LedgerEntry({ view, row }: { view: LenderChoicesView; row: LenderChoicesView["ledger"][number] }) {
  const holds = row.status !== "withdrawn" && row.status !== "declined";
  return (
    <li aria-label={`${row.lenderName} ledger`} className="grid gap-2 rounded-md border p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{row.lenderName}</h3>
        <span>
          {SUBMISSION_STATUS_LABELS[row.status]}
          {row.reference ? ` · reference ${row.reference}` : ""}
        </span>
      </div>
      {row.events.length ? (
        <ul className="grid gap-1">
          {row.events.map((e, i) => (
            <li key={i}>
              <span className="font-medium">{formatDateTime(e.at)}</span> · {e.channel} ·{" "}
              {e.kind === "sent" ? "Sent" : e.kind === "document" ? "Further document" : "Withdrawal"}:{" "}
              {e.items.join(", ")}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">Waiting to be sent.</p>
      )}
      {view.isOwner && holds ? (
        <OwnerLenderForm
          applicationId={view.applicationId}
          lenderId={row.lenderId}
          action="withdraw"
          label={`Withdraw from ${row.lenderName}`}
          variant="destructive"
        />
      ) : null}
    </li>
  );
}

/** The owner's lender list (issue 34 items 1-2, ADR 066): consent per lender and the data-room ledger. */
export function LenderChoices({ view, back }: { view: LenderChoicesView; back: string }) {
  const over = ["settled", "declined", "withdrawn"].includes(view.status);
  const openDeletion = view.deletionRequests.find((d) => !d.completedAt);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 p-6">
      <Link href={back} className="text-sm underline">
        Back
      </Link>
      <h1 className="text-2xl font-semibold">Your lenders: {view.number}</h1>
      <p className="text-sm text-muted-foreground">
        No lender sees {view.businessName}&apos;s application unless you approve it here.
      </p>
      {!view.isOwner && view.lenders.some((l) => !l.decision) ? (
        <RequestConsentForm applicationId={view.applicationId} />
      ) : null}
      <section aria-labelledby="proposed-heading" className="grid gap-3">
        <h2 id="proposed-heading" className="text-lg font-semibold">
          Proposed lenders
        </h2>
        {view.lenders.length ? (
          <ul aria-label="Proposed lenders" className="grid gap-3">
            {view.lenders.map((c) => (
              <ProposedLender key={c.lenderId} view={view} c={c} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Our team has not proposed any lender yet.</p>
        )}
      </section>
      <section aria-labelledby="ledger-heading" className="grid gap-3">
        <h2 id="ledger-heading" className="text-lg font-semibold">
          Data room: what each lender received
        </h2>
        {view.ledger.length ? (
          <ul aria-label="Data-room ledger" className="grid gap-3">
            {view.ledger.map((row) => (
              <LedgerEntry key={row.submissionId} view={view} row={row} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing has been sent to any lender.</p>
        )}
      </section>
      {view.isOwner && over ? (
        <section aria-labelledby="deletion-heading" className="grid gap-2">
          <h2 id="deletion-heading" className="text-lg font-semibold">
            Delete my data
          </h2>
          {openDeletion ? (
            <p className="text-sm">Deletion requested {formatDateTime(openDeletion.requestedAt)}; our team is on it.</p>
          ) : (
            <OwnerLenderForm applicationId={view.applicationId} action="delete-data" label="Ask for deletion" />
          )}
        </section>
      ) : null}
    </div>
  );
}
