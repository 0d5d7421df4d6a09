import { AgreementForm } from "@/components/broker/agreement-form";
import { formatDateTime, formatPercent } from "@/lib/money/client";
import { DEFAULT_SPLIT_BPS } from "@/lib/commissions/client";
import { PARTNER_AGREEMENT, partnerTierLabel } from "@/lib/partners/client";
import { partnerTerms } from "@/lib/partners";
import { portalPage } from "../../portal-page";

export const metadata = { title: "Partner agreement", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The partner's tier, split and the partner agreement, with its acceptance (ADR 077). */
export default portalPage(
  { segment: "partner", path: "/partner/agreement", action: "update:settings" },
  async (user) => {
    const t = await partnerTerms(user.id);
    return (
      <div className="grid max-w-3xl gap-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold">Partner agreement</h1>
          <p className="text-sm">
            Your tier: <strong>{partnerTierLabel(t.tier)}</strong> · Your split:{" "}
            <strong>{formatPercent(t.splitBps ?? DEFAULT_SPLIT_BPS)}</strong> of the lender&apos;s commission
            {t.splitBps == null ? " (the programme's standard split)" : ""}.
          </p>
          <p className="text-sm" role="status">
            {t.current && t.acceptedAt
              ? `You accepted version ${PARTNER_AGREEMENT.version} on ${formatDateTime(t.acceptedAt)}.`
              : t.acceptedVersion
                ? `You accepted version ${t.acceptedVersion}; the agreement has changed since. Please read and accept version ${PARTNER_AGREEMENT.version}.`
                : `You have not accepted the partner agreement yet (version ${PARTNER_AGREEMENT.version}).`}
          </p>
          <p className="text-sm">
            <a className="underline" href="/partner#commissions">
              Back to Commission Tracking
            </a>
          </p>
        </div>
        <section aria-labelledby="agreement-heading" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
          <h2 id="agreement-heading" className="text-lg font-semibold">
            {PARTNER_AGREEMENT.title}, version {PARTNER_AGREEMENT.version}
          </h2>
          <ol className="grid list-decimal gap-1 pl-5">
            {PARTNER_AGREEMENT.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </section>
        {t.current ? null : <AgreementForm version={PARTNER_AGREEMENT.version} />}
      </div>
    );
  },
);
