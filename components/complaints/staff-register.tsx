import type { ComplaintRow } from "@/lib/complaints";
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUS_LABELS,
  showAfcaReferral,
  type ComplaintCategory,
} from "@/lib/complaints/rules";
import { formatDateTime } from "@/lib/money/format";
import { AfcaReferral } from "./afca-referral";
import { StaffComplaintActions } from "./staff-complaint-actions";

const OVERDUE_LABEL = { acknowledgement: "Acknowledgement overdue", response: "Response overdue" } as const;
const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** The staff complaints register: every complaint with its deadlines, overdue first, and its actions. */
export function StaffRegister({
  complaints,
  admins,
  now,
}: {
  complaints: ComplaintRow[];
  admins: { id: string; firstName: string | null; lastName: string | null; email: string }[];
  now: Date;
}) {
  const overdueCount = complaints.filter((c) => c.overdue).length;
  const adminOptions = admins.map((a) => ({ id: a.id, name: personName(a) }));
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Complaints register</h1>
        <p className="mt-1 text-muted-foreground">
          Acknowledge within 1 business day (Victorian public holidays excluded), respond within 30 calendar days.
          {overdueCount ? ` ${overdueCount} overdue.` : ""}
        </p>
      </header>
      {complaints.length === 0 ? <p>No complaints.</p> : null}
      <ul className="grid gap-4">
        {complaints.map((c) => (
          <li
            key={c.id}
            data-testid="complaint-row"
            className={`rounded-lg border p-4 ${c.overdue ? "border-destructive" : ""}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">
                {c.reference} · {COMPLAINT_CATEGORIES[c.category as ComplaintCategory] ?? c.category}
              </h2>
              <span className="text-sm">
                <strong>{COMPLAINT_STATUS_LABELS[c.status]}</strong>
                {c.overdue ? (
                  <span className="ml-2 font-semibold text-destructive">{OVERDUE_LABEL[c.overdue]}</span>
                ) : null}
              </span>
            </div>
            <p className="text-sm text-muted-foreground">
              {c.name} &lt;{c.email}&gt;{c.application ? ` · ${c.application.number}` : ""} · received{" "}
              {formatDateTime(c.receivedAt)}
            </p>
            <p className="mt-2 whitespace-pre-line">{c.description}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>Acknowledge by</dt>
              <dd>
                {formatDateTime(c.acknowledgeBy)}
                {c.acknowledgedAt ? ` (done ${formatDateTime(c.acknowledgedAt)})` : ""}
              </dd>
              <dt>Respond by</dt>
              <dd>
                {formatDateTime(c.respondBy)}
                {c.resolvedAt ? ` (resolved ${formatDateTime(c.resolvedAt)})` : ""}
              </dd>
              <dt>Escalated to</dt>
              <dd>{c.escalatedTo ? personName(c.escalatedTo) : "Not escalated"}</dd>
              {c.outcome ? (
                <>
                  <dt>Outcome</dt>
                  <dd className="whitespace-pre-line">{c.outcome}</dd>
                </>
              ) : null}
              {c.unhappyAt ? (
                <>
                  <dt>Complainant</dt>
                  <dd>Not satisfied with the outcome ({formatDateTime(c.unhappyAt)})</dd>
                </>
              ) : null}
            </dl>
            {showAfcaReferral(c, now) ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">
                  AFCA referral text (give this to the complainant)
                </summary>
                <AfcaReferral />
              </details>
            ) : null}
            <div className="mt-3">
              <StaffComplaintActions complaint={c} admins={adminOptions} />
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
