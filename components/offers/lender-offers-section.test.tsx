import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/tests/support/fetch-stub";
import type { ApplicationOffers } from "@/lib/offers/queries";
import { LenderOffersSection } from "./lender-offers-section";

afterEach(() => vi.unstubAllGlobals());

const quotes = [
  {
    lender: "Wattle Capital",
    rateBps: 820,
    monthlyRepaymentCents: 679_778,
    establishmentFeeCents: 225_000,
    totalRepayableCents: 24_472_008,
    speedHours: 24,
    rank: 1,
  },
  {
    lender: "Eureka Finance",
    rateBps: 900,
    monthlyRepaymentCents: 690_000,
    establishmentFeeCents: 100_000,
    totalRepayableCents: 24_840_000,
    speedHours: 48,
    rank: 2,
  },
];
const none: ApplicationOffers = {
  applicationId: "app1",
  status: "lender_matching",
  acceptedOfferId: null,
  offers: [],
  deciding: [],
  contract: null,
};
// The section only counts offers and reads the lenders still deciding: an offer's details don't matter here.
const withOffer = (over: Partial<ApplicationOffers>): ApplicationOffers => ({
  ...none,
  status: "offers_presentation",
  offers: [{ id: "o1", status: "open" } as ApplicationOffers["offers"][number]],
  deciding: [{ lenderName: "Eureka Finance", status: "assessing" }],
  ...over,
});

describe("LenderOffersSection (quotes or offers, never both)", () => {
  it("shows the indicative quotes while no lender has made an offer", async () => {
    stubFetch(200, none);
    render(<LenderOffersSection applicationId="app1" quotes={quotes} audience="client" />);
    expect(await screen.findByRole("heading", { name: "Indicative quotes" })).toBeTruthy();
    expect(screen.getByText("Wattle Capital")).toBeTruthy();
    expect(screen.getByText(/8\.20% p\.a\. · \$6,797\.78\/month · fee \$2,250\.00/)).toBeTruthy();
    expect(screen.getByText(/Indicative only/)).toBeTruthy();
  });

  it("drops the quotes once a real offer exists and lists the lenders still deciding, labelled as such", async () => {
    stubFetch(200, withOffer({}));
    render(<LenderOffersSection applicationId="app1" quotes={quotes} audience="client" />);
    expect(await screen.findByRole("heading", { name: "Lenders still deciding" })).toBeTruthy();
    expect(screen.getByText("Eureka Finance: still deciding, no offer yet (assessing)")).toBeTruthy();
    expect(screen.queryByText(/8\.20%/)).toBeNull();
    expect(screen.queryByText("Wattle Capital")).toBeNull();
  });

  it("shows nothing after acceptance: a lender that never offered is not listed", async () => {
    const fetchMock = stubFetch(200, withOffer({ acceptedOfferId: "o1" }));
    const { container } = render(<LenderOffersSection applicationId="app1" quotes={quotes} audience="partner" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe("");
  });

  it("gives the partner the same rule, in one line per quote", async () => {
    stubFetch(200, none);
    render(<LenderOffersSection applicationId="app1" quotes={quotes} audience="partner" />);
    expect(await screen.findByRole("heading", { name: "Lender quotes" })).toBeTruthy();
    expect(screen.getByText("Wattle Capital: 8.20% · $6,797.78/month")).toBeTruthy();
  });
});
