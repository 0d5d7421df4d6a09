"use client";
import { PanelList, PanelSection } from "@/components/portal/panel-section";
import { OFFER_STATUS_LABELS, useApplicationOffers } from "@/components/client/offers-comparison";
import { LenderContractUpload } from "@/components/contracts/lender-contract-upload";

/**
 * Read-only offers for the broker's and staff's application sheets: each lender's headline terms
 * and status, which one the client accepted, and whether the contract is signed.
 */
export function OffersSummary({
  applicationId,
  headingId,
  staff = false,
}: {
  applicationId: string;
  headingId: string;
  /** Staff upload the lender-issued contract while it is awaited (ADR 067). */
  staff?: boolean;
}) {
  const { data, reload } = useApplicationOffers(applicationId);
  if (!data || data.offers.length === 0) return null;
  const accepted = data.offers.find((o) => o.id === data.acceptedOfferId);
  return (
    <PanelSection id={headingId} title="Lender offers">
      <PanelList
        items={data.offers}
        render={(o) =>
          `${o.disclosure.lenderName}: ${o.disclosure.amount} over ${o.disclosure.term} · ${o.disclosure.repayment} · APR ${o.disclosure.apr} · ${OFFER_STATUS_LABELS[o.status] ?? o.status}`
        }
      />
      <p className="mt-1 text-sm" data-testid="accepted-offer">
        {accepted
          ? `Accepted: ${accepted.disclosure.lenderName}'s offer${
              data.contract?.status === "signed" ? " · contract signed" : " · contract awaiting signature"
            }`
          : "No offer accepted yet."}
        {data.contract?.status === "void" ? " · contract voided (lender withdrawn)" : null}
      </p>
      {data.contract?.status === "awaiting_lender" ? (
        <>
          <p className="text-sm">Waiting for the lender&apos;s contract.</p>
          {staff ? <LenderContractUpload contractId={data.contract.id} onDone={() => void reload()} /> : null}
        </>
      ) : null}
      {data.contract?.guarantors.length ? (
        <PanelList
          items={data.contract.guarantors}
          render={(g) =>
            `Guarantee: ${g.name} · ${g.status === "signed" ? "signed" : g.status === "void" ? "voided" : "awaiting signature"}`
          }
        />
      ) : null}
    </PanelSection>
  );
}
