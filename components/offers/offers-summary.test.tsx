import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/tests/support/fetch-stub";
import { commissionDisclosure } from "@/lib/offers/commission-disclosure";
import { offerDisclosure } from "@/lib/offers/disclosure";
import type { ApplicationOffers } from "@/lib/offers/queries";
import { OffersSummary } from "./offers-summary";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
afterEach(() => vi.unstubAllGlobals());

const disclosure = (lenderName: string) =>
  offerDisclosure({
    lenderName,
    amount: 30_000,
    termMonths: 12,
    repaymentFrequency: "monthly",
    interestRateBps: 1_200,
    fees: [],
    earlyRepayment: "Any time",
    security: "Unsecured",
    guarantees: "None",
    expiresAt: "2026-12-01T00:00:00Z",
  });

const commission = commissionDisclosure({
  amount: 30_000,
  termMonths: 12,
  interestRateBps: 1_200,
  repaymentFrequency: "monthly",
  lender: { commissionRateBps: 100, trailRateBps: 25, trailBasis: "outstanding_balance" },
  partner: null,
});

describe("OffersSummary (broker and staff sheets)", () => {
  it("lists each offer with its status and says which one the client accepted", async () => {
    const data: ApplicationOffers = {
      applicationId: "app1",
      status: "offers_presentation",
      acceptedOfferId: "o2",
      contract: null,
      deciding: [],
      offers: [
        { id: "o1", status: "released", expiresAt: "", acceptedAt: null, disclosure: disclosure("Prospa"), commission },
        { id: "o2", status: "accepted", expiresAt: "", acceptedAt: "", disclosure: disclosure("Moula"), commission },
      ],
    };
    const fetchMock = stubFetch(200, data);
    render(<OffersSummary applicationId="app1" headingId="b-offers" />);
    expect(await screen.findByText(/Accepted: Moula's offer · contract awaiting signature/)).toBeTruthy();
    expect(screen.getByText(/^Prospa: .* Released$/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/applications/app1/offers");
  });
});
