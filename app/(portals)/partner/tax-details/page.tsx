import { TaxDetailsForm } from "@/components/broker/tax-details-form";
import { formatAbn } from "@/lib/abr/client";
import { RCTI_AGREEMENT, REMITTANCE_NOTE } from "@/lib/commissions/client";
import { formatDateTime } from "@/lib/money/client";
import { partnerTaxDetails } from "@/lib/partners";
import { portalPage } from "../../portal-page";

export const metadata = { title: "Tax details", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The partner's tax details, which make their statements tax invoices or remittance advices (ADR 074). */
export default portalPage(
  { segment: "partner", path: "/partner/tax-details", action: "update:settings" },
  async (user) => {
    const tax = await partnerTaxDetails(user.id);
    const rcti = tax.gstRegistered && !!tax.abn;
    return (
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold">Tax details</h1>
          <p className="text-sm text-muted-foreground">
            Your commission statements name you as the supplier of your referral service.{" "}
            {rcti
              ? `They are recipient-created tax invoices for ${tax.legalName ?? tax.personName} (ABN ${formatAbn(tax.abn ?? "")}), with the GST included in your commission shown.`
              : "They are remittance advices until you tell us you are registered for GST."}
            {tax.updatedAt ? ` Last changed ${formatDateTime(tax.updatedAt)}.` : ""}
          </p>
          <p className="text-sm">
            <a className="underline" href="/partner#commissions">
              Back to Commission Tracking
            </a>
          </p>
        </div>
        <TaxDetailsForm
          current={{
            legalName: tax.legalName ?? tax.personName,
            abn: tax.abn ? formatAbn(tax.abn) : "",
            gstRegistered: tax.gstRegistered,
          }}
        />
        <section aria-labelledby="rcti-heading" className="grid gap-2 text-sm">
          <h2 id="rcti-heading" className="text-lg font-semibold">
            Recipient-created tax invoice agreement
          </h2>
          <p>If you are registered for GST, your statements carry this agreement:</p>
          <ul className="list-disc pl-5">
            {RCTI_AGREEMENT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">Otherwise: {REMITTANCE_NOTE}</p>
          <p className="text-muted-foreground">
            Commission amounts include GST where you are registered; what we pay you is the same either way.
          </p>
        </section>
      </div>
    );
  },
);
