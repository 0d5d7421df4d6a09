import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ComplaintRow } from "@/lib/complaints";
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUS_LABELS,
  showAfcaReferral,
  type ComplaintCategory,
} from "@/lib/complaints/rules";
import { formatDateTime } from "@/lib/money/format";
import { AfcaReferral } from "./afca-referral";
import { PortalComplaintForm } from "./complaint-form";
import { UnhappyForm } from "./small-action-form";

/** A client's or partner's complaints page: the form, and each complaint's status and deadlines. */
export function MyComplaints({
  complaints,
  applications,
  now,
}: {
  complaints: ComplaintRow[];
  applications: { id: string; label: string }[];
  now: Date;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Complaints</h1>
        <p className="mt-1 text-muted-foreground">
          If something has gone wrong, tell us. We will contact you by the end of the next business day and give you our
          final response within 30 calendar days.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Make a complaint</CardTitle>
        </CardHeader>
        <CardContent>
          <PortalComplaintForm applications={applications} />
        </CardContent>
      </Card>
      <section aria-label="Your complaints" className="grid gap-4">
        <h2 className="text-xl font-semibold">Your complaints</h2>
        {complaints.length === 0 ? <p className="text-muted-foreground">You have not made a complaint.</p> : null}
        {complaints.map((c) => (
          <Card key={c.id} data-testid="my-complaint">
            <CardHeader>
              <CardTitle className="text-base">
                {c.reference} · {COMPLAINT_CATEGORIES[c.category as ComplaintCategory] ?? c.category}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p className="whitespace-pre-line">{c.description}</p>
              <p>
                Status: <strong>{COMPLAINT_STATUS_LABELS[c.status]}</strong>
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt>Received</dt>
                <dd>{formatDateTime(c.receivedAt)}</dd>
                <dt>We will contact you by</dt>
                <dd>
                  {c.acknowledgedAt ? `Done ${formatDateTime(c.acknowledgedAt)}` : formatDateTime(c.acknowledgeBy)}
                </dd>
                <dt>Our final response by</dt>
                <dd>{c.resolvedAt ? `Sent ${formatDateTime(c.resolvedAt)}` : formatDateTime(c.respondBy)}</dd>
              </dl>
              {c.outcome ? (
                <div>
                  <h3 className="font-semibold">Our response</h3>
                  <p className="whitespace-pre-line">{c.outcome}</p>
                </div>
              ) : null}
              {c.status === "resolved" && !c.unhappyAt ? <UnhappyForm complaintId={c.id} /> : null}
              {showAfcaReferral(c, now) ? <AfcaReferral /> : null}
            </CardContent>
          </Card>
        ))}
      </section>
    </main>
  );
}
