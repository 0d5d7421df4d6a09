"use client";
import { useEffect, useState } from "react";
import { CompletenessSummary } from "@/components/application-form/completeness-summary";
import { stateLabel } from "@/lib/applications/full-application/address";
import { anzsicLabel } from "@/lib/applications/full-application/anzsic";
import { ENTITY_TYPES, FACILITY_TYPES } from "@/lib/applications/full-application/form-values";
import type { FullApplicationView as View } from "@/lib/applications/full-application/store";
import { formatAud } from "@/lib/money/format";

type Address = { street: string; suburb: string; state: string; postcode: string };
const address = (a: Address) => [a.street, a.suburb, a.state, a.postcode].filter(Boolean).join(", ") || "—";
const label = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((o) => o.value === v)?.label ?? (v || "—");
const yesNo = (v: string) => (v === "yes" ? "Yes" : v === "no" ? "No" : "—");

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children || "—"}</dd>
    </div>
  );
}

/** The full application for staff: every answer, identifiers unmasked (the server decides who sees them). */
export function FullApplicationView({ applicationId }: { applicationId: string }) {
  const [view, setView] = useState<View | null | "error">(null);
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const res = await fetch(`/api/applications/${applicationId}/full-application`, { credentials: "include" });
        const body = res.ok ? ((await res.json()) as View) : "error";
        if (live) setView(body);
      } catch {
        if (live) setView("error");
      }
    })();
    return () => {
      live = false;
    };
  }, [applicationId]);
  if (view === null) return <p className="text-sm text-muted-foreground">Loading the full application...</p>;
  if (view === "error") return <p className="text-sm text-destructive">Could not load the full application.</p>;
  const { business: b, purpose } = view.values;
  return (
    <div className="grid gap-3 text-sm">
      <CompletenessSummary completeness={view.completeness} />
      <dl className="grid grid-cols-2 gap-2">
        <Item term="Entity type">{label(ENTITY_TYPES, b.entityType)}</Item>
        <Item term="ACN">{b.acn}</Item>
        <Item term="Trading address">{address(b.tradingAddress)}</Item>
        <Item term="Years at address">{b.yearsAtAddress}</Item>
        <Item term="GST registered">{yesNo(b.gstRegistered)}</Item>
        <Item term="Industry (ANZSIC)">{anzsicLabel(b.industry)}</Item>
        <Item term="Website">{b.website}</Item>
      </dl>
      <h4 className="font-medium">Directors and guarantors</h4>
      {view.values.directors.length ? (
        <ul className="grid gap-2">
          {view.values.directors.map((d, i) => (
            <li key={d.id} className="rounded-md border border-border p-2">
              <strong>{d.fullName}</strong> · {d.ownershipPercent ? `${d.ownershipPercent}%` : "ownership —"} ·{" "}
              {d.guarantor ? "guarantor" : "not a guarantor"}
              <dl className="mt-1 grid grid-cols-2 gap-2">
                <Item term="Date of birth">{view.onFile[i]?.dateOfBirth}</Item>
                <Item term="Driver licence">
                  {view.onFile[i]?.licenceNumber
                    ? `${view.onFile[i]?.licenceNumber} (${stateLabel(d.licenceState)})`
                    : null}
                </Item>
                <Item term="Residential address">{address(d.address)}</Item>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">None yet.</p>
      )}
      <h4 className="font-medium">Existing debts</h4>
      {view.values.debts.length ? (
        <ul className="grid gap-1">
          {view.values.debts.map((d, i) => (
            <li key={i}>
              {d.lender} · {label(FACILITY_TYPES, d.facilityType)} · {formatAud(Number(d.balance))} owing ·{" "}
              {formatAud(Number(d.monthlyRepayment), { cents: true })}/month{d.refinance ? " · to be refinanced" : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{view.values.hasExistingDebts === "no" ? "None." : "Not answered yet."}</p>
      )}
      <dl className="grid gap-2">
        <Item term="Purpose">{purpose.detail}</Item>
        <Item term="Use of funds">{purpose.useOfFunds}</Item>
      </dl>
    </div>
  );
}
