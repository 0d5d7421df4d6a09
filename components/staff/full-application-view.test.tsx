import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDirector, emptyFullApplication } from "@/lib/applications/full-application/schema";
import type { FullApplicationView as View } from "@/lib/applications/full-application/store";
import { stubFetch } from "@/tests/support/fetch-stub";
import { FullApplicationView } from "./full-application-view";

afterEach(() => vi.unstubAllGlobals());

const view: View = {
  applicationId: "app-1",
  applicationNumber: "BF-2026-000001",
  businessName: "Acme Pty Ltd",
  abn: "49004028077",
  derivedAcn: "004028077",
  values: {
    ...emptyFullApplication(),
    business: { ...emptyFullApplication().business, entityType: "company", acn: "004028077", industry: "E" },
    directors: [
      {
        ...emptyDirector(),
        id: "d1",
        fullName: "Jane Citizen",
        licenceState: "VIC",
        ownershipPercent: "100",
        address: { street: "12 Smith St", suburb: "Fitzroy", state: "VIC", postcode: "3065" },
      },
    ],
    hasExistingDebts: "yes",
    debts: [
      { lender: "Big Bank", facilityType: "overdraft", balance: "25000", monthlyRepayment: "812.50", refinance: true },
    ],
  },
  onFile: [{ id: "d1", dateOfBirth: "02/04/1980", licenceNumber: "AB123456" }],
  completeness: { percent: 80, missing: ["Purpose detail"] },
  editable: true,
  lockedMessage: null,
};

describe("staff full application view", () => {
  it("shows every answer with the identifiers the server sent, and what is missing", async () => {
    const fetchMock = stubFetch(200, view);
    render(<FullApplicationView applicationId="app-1" />);
    expect(await screen.findByText("02/04/1980")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/applications/app-1/full-application");
    expect(screen.getByText("AB123456 (Victoria)")).toBeTruthy();
    expect(screen.getByText("Company (Pty Ltd)")).toBeTruthy();
    expect(screen.getByText("Construction")).toBeTruthy();
    expect(screen.getByText("12 Smith St, Fitzroy, VIC, 3065")).toBeTruthy();
    expect(
      screen.getByText(/Big Bank · Overdraft · \$25,000 owing · \$812\.50\/month · to be refinanced/),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "80% complete" })).toBeTruthy();
    expect(screen.getByText("Purpose detail", { selector: "li" })).toBeTruthy();
  });

  it("says so when the full application cannot be loaded", async () => {
    stubFetch(404, { message: "Application not found." });
    render(<FullApplicationView applicationId="app-1" />);
    expect(await screen.findByText("Could not load the full application.")).toBeTruthy();
  });
});
