import { Badge } from "@/components/ui/badge";
import { PanelSection } from "@/components/portal/panel-section";
import type { IdentityResult, PpsrResult, ScreeningResult } from "@/lib/checks/types";
import type { CheckRecord } from "@/lib/checks/plain";
import { KIND_TITLES } from "@/lib/checks/plain";
import type { CommercialFile, ConsumerFile } from "@/lib/credit/files";
import { formatAudCents, formatDate } from "@/lib/money/format";
import { SimpleTable } from "./table";

/**
 * Bureau, identity, screening and PPSR results for staff (ADR 071). A pending check says so and
 * shows nothing as a result; a failed one shows its reason.
 */
const yes = (b: boolean) => (b ? "match" : "no match");

function Result({ c }: { c: CheckRecord }) {
  if (c.status === "pending")
    return (
      <p role="status" className="text-sm">
        <Badge variant="warning">Check pending</Badge>{" "}
        {c.attempts ? `The service did not answer (${c.attempts} attempts; ${c.failure ?? "retrying"}).` : "Queued."}{" "}
        Nothing is decided on it yet.
      </p>
    );
  if (c.status === "failed")
    return (
      <p className="text-sm">
        <Badge variant="destructive">Not completed</Badge> {c.failure}
      </p>
    );
  switch (c.kind) {
    case "commercial_bureau": {
      const f = c.result as CommercialFile;
      return (
        <div className="grid gap-1 text-sm">
          <p>
            Score <strong>{f.score}</strong> ({f.band}) · {f.enquiries.length} enquiries · {f.defaults.length} defaults
            · {f.courtActions.length} court actions · ref {f.reference}
          </p>
          <p>
            ASIC: {f.asic.status.replace("_", " ")}, registered {formatDate(`${f.asic.registeredOn}T12:00:00Z`)};
            directors {f.asic.directors.join(", ")}.
          </p>
          {f.defaults.length || f.courtActions.length ? (
            <SimpleTable
              caption="Defaults and court actions"
              head={["Date", "Listing", "Amount", "Status"]}
              rows={[
                ...f.defaults.map((d, i) => ({
                  key: `d${i}`,
                  cells: [d.date, `Default: ${d.creditor}`, formatAudCents(d.amountCents), d.status],
                })),
                ...f.courtActions.map((d, i) => ({
                  key: `c${i}`,
                  cells: [d.date, `${d.court}: ${d.plaintiff}`, formatAudCents(d.amountCents), "judgment"],
                })),
              ]}
            />
          ) : null}
        </div>
      );
    }
    case "consumer_bureau": {
      const f = c.result as ConsumerFile;
      return (
        <p className="text-sm">
          Score <strong>{f.score}</strong> ({f.band}) · {f.enquiries.length} enquiries · {f.defaults.length} defaults
          {f.defaults
            .map((d) => ` · ${d.creditor} ${formatAudCents(d.amountCents)} (${d.date}, ${d.status})`)
            .join("")}{" "}
          · ref {f.reference}
        </p>
      );
    }
    case "identity": {
      const f = c.result as IdentityResult;
      return (
        <p className="text-sm">
          <Badge variant={f.outcome === "verified" ? "success" : "destructive"}>
            {f.outcome === "verified" ? "Verified" : "Not verified"}
          </Badge>{" "}
          Document {yes(f.matches.document)}, name {yes(f.matches.name)}, date of birth {yes(f.matches.dateOfBirth)} ·
          ref {f.reference}
        </p>
      );
    }
    case "screening": {
      const f = c.result as ScreeningResult;
      return (
        <p className="text-sm">
          <Badge variant={f.outcome === "clear" ? "success" : "warning"}>
            {f.outcome === "clear" ? "Clear" : "Possible match"}
          </Badge>{" "}
          {f.hits.map((h) => `${h.list}: ${h.name} — ${h.detail}`).join("; ") ||
            "No PEP, sanctions or adverse-media hits."}
        </p>
      );
    }
    case "ppsr": {
      const f = c.result as PpsrResult;
      return f.registrations.length ? (
        <SimpleTable
          caption={`${f.registrations.length} registered security interests (searched ${f.searchedOn})`}
          head={["Registration", "Secured party", "Collateral", "Registered"]}
          rows={f.registrations.map((r) => ({
            key: r.registrationNumber,
            cells: [
              r.registrationNumber,
              r.securedParty,
              `${r.collateralClass}${r.allPaap ? " (general security)" : ""}`,
              r.registeredOn,
            ],
          }))}
        />
      ) : (
        <p className="text-sm">No registered security interests (searched {f.searchedOn}).</p>
      );
    }
    default:
      return null;
  }
}

export function StaffChecks({ checks }: { checks: CheckRecord[] }) {
  return (
    <PanelSection id="checks-heading" title="Bureau, identity and PPSR" className="grid gap-2">
      {checks.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No checks yet: they run once the owner records each person&apos;s consent.
        </p>
      ) : null}
      <ul className="grid gap-2">
        {checks.map((c) => (
          <li key={c.id} className="grid gap-1 rounded-md border border-border p-2">
            <p className="text-sm font-medium">
              {KIND_TITLES[c.kind] ?? c.kind}: {c.subjectName}
            </p>
            <p className="text-xs text-muted-foreground">
              {c.completedAt ? `Completed ${formatDate(c.completedAt)}` : `Requested ${formatDate(c.requestedAt)}`}
              {c.consent
                ? ` · consent recorded ${formatDate(c.consent.givenAt)} (notice ${c.consent.noticeVersion})`
                : c.kind === "ppsr"
                  ? " · public register"
                  : " · no consent"}
            </p>
            <Result c={c} />
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
