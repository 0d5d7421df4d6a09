import Link from "next/link";
import { CommissionTermsSection } from "@/components/staff/commission-terms-section";
import { PayoutRunsSection } from "@/components/staff/payout-runs-section";
import { RemittancesSection } from "@/components/staff/remittances-section";
import { PageHeader } from "@/components/shared/page-header";
import { Button } from "@/components/ui/button";
import { listLenders } from "@/lib/admin";
import { can } from "@/lib/auth/client";
import { listPartnerTerms } from "@/lib/partners";
import { melbourneToday } from "@/lib/money/client";
import { getPayoutRun, listPayoutRuns } from "@/lib/payouts";
import { listRemittances } from "@/lib/remittances";
import { portalPage } from "../../portal-page";
import {
  approvePayoutAction,
  cancelPayoutAction,
  importRemittanceAction,
  paidPayoutAction,
  partnerTermsAction,
  preparePayoutAction,
  remittanceMappingAction,
} from "./actions";

export const metadata = { title: "Commissions", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Staff: lender remittances in, payout runs out (issue 35 items 1 and 2). */
export default portalPage(
  { segment: "staff", path: "/staff/commissions", action: "record:settlement" },
  async (user) => {
    const [lenders, remittances, runs] = await Promise.all([listLenders(), listRemittances(5), listPayoutRuns(10)]);
    const details = await Promise.all(runs.filter((r) => r.status !== "cancelled").map((r) => getPayoutRun(r.id)));
    // Admin only: the lenders' remittance columns and the partners' terms.
    const admin = can(user, "manage:lender") && can(user, "manage:user");
    const partners = admin ? await listPartnerTerms() : [];
    return (
      <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8">
        <PageHeader
          title="Commissions"
          actions={
            <Button asChild variant="outline">
              <Link href="/staff">Staff Portal</Link>
            </Button>
          }
        />
        <RemittancesSection
          lenders={lenders
            .filter((l) => l.active)
            .map((l) => ({ id: l.id, name: l.name, mapped: l.remittanceMapping != null }))}
          remittances={remittances}
          importAction={importRemittanceAction}
        />
        <PayoutRunsSection
          runs={details}
          today={melbourneToday()}
          userId={user.id}
          actions={{
            prepare: preparePayoutAction,
            approve: approvePayoutAction,
            paid: paidPayoutAction,
            cancel: cancelPayoutAction,
          }}
        />
        {admin ? (
          <CommissionTermsSection
            lenders={lenders.filter((l) => l.active)}
            partners={partners.map((p) => ({
              ...p,
              name: [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email,
            }))}
            mappingAction={remittanceMappingAction}
            partnerAction={partnerTermsAction}
          />
        ) : null}
      </main>
    );
  },
);
