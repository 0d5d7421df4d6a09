import { PUT } from "@/app/api/applications/[id]/full-application/route";
import { emptyDirector, type FullApplicationValues } from "@/lib/applications/full-application/schema";
import { approveRequiredItems } from "./checklist";
import type { DemoUser } from "./fixtures";
import { actAs, apiRequest, currentClaims, replayClaims, routeParams } from "./session";

/** A full application with nothing missing: a partnership, one director who guarantees, no debts. */
export function completeFullApplication(): FullApplicationValues {
  return {
    business: {
      entityType: "partnership",
      acn: "",
      tradingAddress: { street: "1 Collins St", suburb: "Melbourne", state: "VIC", postcode: "3000" },
      gstRegistered: "yes",
      industry: "E",
      yearsAtAddress: "4",
      website: "example.com.au",
    },
    directors: [
      {
        ...emptyDirector(),
        fullName: "Jane Citizen",
        dateOfBirth: "1980-04-02",
        address: { street: "12 Smith St", suburb: "Fitzroy", state: "VIC", postcode: "3065" },
        licenceNumber: "AB123456",
        licenceState: "VIC",
        ownershipPercent: "100",
        guarantor: true,
      },
    ],
    hasExistingDebts: "no",
    debts: [],
    purpose: { detail: "A second excavator for a council contract", useOfFunds: "Purchase price and delivery" },
  };
}

/** Staff complete the full application and approve every required document: ready for lender matching. */
export async function makeReadyForLenders(staff: DemoUser, applicationId: string) {
  const before = currentClaims();
  actAs(staff);
  const res = await PUT(
    apiRequest("PUT", `/api/applications/${applicationId}/full-application`, completeFullApplication()),
    routeParams({ id: applicationId }),
  );
  if (res.status !== 200) throw new Error(`full application ${res.status}: ${await res.text()}`);
  replayClaims(before);
  await approveRequiredItems(staff, applicationId);
}
