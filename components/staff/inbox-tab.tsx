import { formatDate } from "@/lib/money/format";
import { PartnerApplicationActions } from "./partner-application-actions";
import type { StaffPortalProps } from "./staff-portal";
import { humanize } from "@/lib/applications/vocab";

/** Inbox: contact enquiries and partner applications waiting for a decision. */
export function InboxTab({ inbox }: { inbox: StaffPortalProps["inbox"] }) {
  return (
    <>
      <h2 className="text-xl font-semibold">Contact enquiries</h2>
      <ul className="grid gap-2 text-sm">
        {inbox.inquiries.length === 0 ? <li className="text-muted-foreground">No enquiries.</li> : null}
        {inbox.inquiries.map((i) => (
          <li key={i.id} className="rounded-md border border-border p-3">
            <p className="font-medium">{i.subject}</p>
            <p>
              {i.name} · {i.email} · {formatDate(i.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-muted-foreground">{i.message}</p>
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-semibold">Partner applications</h2>
      <ul className="grid gap-2 text-sm">
        {inbox.partnerApplications.length === 0 ? (
          <li className="text-muted-foreground">No partner applications.</li>
        ) : null}
        {inbox.partnerApplications.map((p) => (
          <li key={p.id} className="rounded-md border border-border p-3">
            <p className="font-medium">{p.businessName ?? p.company ?? p.email}</p>
            <p>
              {p.email} · {humanize(p.source)} · {humanize(p.status)} · {formatDate(p.createdAt)}
            </p>
            {p.status === "pending" ? (
              <PartnerApplicationActions id={p.id} name={p.businessName ?? p.company ?? p.email} />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
