import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { stubFetch } from "@/tests/support/fetch-stub";
import { commissionDisclosure } from "@/lib/offers/commission-disclosure";
import { offerDisclosure } from "@/lib/offers/disclosure";
import { formatAudCents } from "@/lib/money/format";
import type { ApplicationOffers } from "@/lib/offers/queries";
import { OffersComparison } from "./offers-comparison";

afterEach(() => vi.unstubAllGlobals());

const base = {
  amount: 60_000,
  termMonths: 24,
  repaymentFrequency: "monthly",
  earlyRepayment: "No break fee after 6 months.",
  security: "General security agreement",
  guarantees: "Director's guarantee",
  expiresAt: "2026-12-10T00:00:00Z",
};
const prospa = offerDisclosure({
  ...base,
  lenderName: "Prospa",
  interestRateBps: 1_390,
  fees: [
    { label: "Establishment fee", amountCents: 49_500, when: "upfront" },
    { label: "Account keeping fee", amountCents: 1_000, when: "monthly" },
  ],
});
const moula = offerDisclosure({ ...base, lenderName: "Moula", interestRateBps: 1_190, fees: [] });
const commission = commissionDisclosure(
  {
    ...base,
    interestRateBps: 1_390,
    lender: { commissionRateBps: 100, trailRateBps: 25, trailBasis: "original_amount" },
    partner: { name: "Michael Chen", splitBps: null },
  },
  new Date("2026-12-01T00:00:00Z"),
);
const data: ApplicationOffers = {
  applicationId: "app1",
  status: "offers_presentation",
  acceptedOfferId: null,
  contract: null,
  deciding: [],
  offers: [
    { id: "o1", status: "open", expiresAt: base.expiresAt, acceptedAt: null, disclosure: prospa, commission },
    { id: "o2", status: "open", expiresAt: base.expiresAt, acceptedAt: null, disclosure: moula, commission },
  ],
};

const table = () => screen.getByRole("table", { name: "Loan offers compared side by side" });

describe("OffersComparison", () => {
  it("shows the offers side by side, every figure and fee from the disclosure, with row and column headers", () => {
    render(<OffersComparison data={data} onChanged={() => {}} />);
    const t = table();
    expect(within(t).getByRole("columnheader", { name: /Prospa/ })).toBeTruthy();
    expect(within(t).getByRole("columnheader", { name: /Moula/ })).toBeTruthy();
    for (const label of ["Repayment", "Annual percentage rate (APR, including fees)", "Total cost of finance", "Fees"])
      expect(within(t).getByRole("rowheader", { name: label })).toBeTruthy();
    for (const figure of [prospa.repayment, prospa.apr, prospa.totalRepayable, prospa.totalCost, moula.apr])
      expect(within(t).getAllByText(figure).length).toBeGreaterThan(0);
    expect(within(t).getByText("Establishment fee")).toBeTruthy();
    expect(within(t).getByText(/\$10\.00 each month/)).toBeTruthy();
    expect(within(t).getByText("No fees")).toBeTruthy();
  });

  it("accepts only after the confirmation dialog that restates the terms", async () => {
    const fetchMock = stubFetch(200, { status: "accepted" });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<OffersComparison data={data} onChanged={onChanged} />);
    const acceptButton = () => within(table()).getByRole("button", { name: "Accept Prospa's offer" });
    await user.click(acceptButton());
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole("dialog", { name: /Accept Prospa's offer/ });
    expect(within(dialog).getByText(prospa.totalCost)).toBeTruthy();
    expect(within(dialog).getByText("Fee: Establishment fee")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(acceptButton());
    await user.click(await screen.findByRole("button", { name: "I accept these terms" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/offers/o1/accept");
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ confirmed: true });
  });

  it("shows only the accepted offer's terms once one is accepted, with no decision left", () => {
    const accepted = {
      ...data,
      acceptedOfferId: "o1",
      offers: [
        { ...data.offers[0]!, status: "accepted" },
        { ...data.offers[1]!, status: "released" },
      ],
    };
    render(<OffersComparison data={accepted} onChanged={() => {}} />);
    expect(screen.getByRole("heading", { name: "The offer you accepted" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Decline all/ })).toBeNull();
    expect(screen.queryByText("Moula")).toBeNull();
    expect(screen.queryByText("Released")).toBeNull();
    expect(screen.queryByText(/Lowest/)).toBeNull();
    expect(screen.getByTestId("offers-summary-line").textContent).toBe("You accepted Prospa's offer");
  });
});

/** Four offers of one amount: the weekly one costs least, the monthly one at 7.90% has the lowest APR. */
const four: ApplicationOffers = (() => {
  const terms = {
    ...base,
    amount: 300_000,
    termMonths: 36,
    fees: [{ label: "Establishment fee", amountCents: 99_000, when: "upfront" }],
  };
  const offer = (id: string, lenderName: string, interestRateBps: number, repaymentFrequency: string) => ({
    id,
    status: "open",
    expiresAt: base.expiresAt,
    acceptedAt: null,
    disclosure: offerDisclosure({ ...terms, lenderName, interestRateBps, repaymentFrequency }),
    commission,
  });
  return {
    ...data,
    offers: [
      offer("w", "Wattle Capital", 795, "weekly"),
      offer("m", "Moula", 790, "monthly"),
      offer("f", "Eureka Finance", 850, "fortnightly"),
      offer("p", "Prospa", 990, "monthly"),
    ],
  };
})();

describe("OffersComparison with four offers (issue 36 item 2)", () => {
  it("is a focusable, named region whose row labels stay put while it scrolls sideways", () => {
    render(<OffersComparison data={four} onChanged={() => {}} />);
    const region = screen.getByRole("region", { name: "Your offers side by side" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.className).toMatch(/overflow-x-auto/);
    expect(within(region).getByRole("table")).toBe(table());
    for (const header of within(table()).getAllByRole("rowheader")) expect(header.className).toMatch(/\bsticky\b/);
    expect(within(table()).getAllByRole("columnheader")[0]!.className).toMatch(/\bsticky\b/);
    expect(within(table()).getAllByRole("columnheader")).toHaveLength(5);
  });

  it("badges the cheapest offer and the lowest APR, which differ because of weekly repayments", () => {
    render(<OffersComparison data={four} onChanged={() => {}} />);
    const column = (name: string) => within(table()).getByRole("columnheader", { name: new RegExp(`^${name}`) });
    expect(within(column("Wattle Capital")).getByText("Lowest total cost")).toBeTruthy();
    expect(within(column("Wattle Capital")).queryByText("Lowest APR")).toBeNull();
    expect(within(column("Moula")).getByText("Lowest APR")).toBeTruthy();
    expect(within(column("Moula")).queryByText("Lowest total cost")).toBeNull();
    expect(within(column("Prospa")).queryByText(/Lowest/)).toBeNull();
    expect(within(column("Eureka Finance")).queryByText(/Lowest/)).toBeNull();
  });

  it("puts a monthly equivalent beside the weekly and fortnightly repayments only", () => {
    render(<OffersComparison data={four} onChanged={() => {}} />);
    const cells = within(table())
      .getAllByRole("cell")
      .filter((c) => c.getAttribute("data-row") === "repayment");
    const weekly = four.offers[0]!.disclosure.figures.repaymentCents;
    const expected = `about ${formatAudCents(Math.round((weekly * 52) / 12))} a month`;
    expect(within(cells[0]!).getByText(expected)).toBeTruthy();
    expect(within(cells[1]!).queryByText(/a month/)).toBeNull();
    expect(within(cells[2]!).getByText(/^about \$[\d,]+\.\d\d a month$/)).toBeTruthy();
    expect(within(cells[3]!).queryByText(/a month/)).toBeNull();
  });

  it("keeps the affordability line and the commission disclosure for every offer", () => {
    render(<OffersComparison data={four} onChanged={() => {}} />);
    for (const row of ["Affordability", "BizFund is paid", "Your referring partner is paid"])
      expect(within(table()).getByRole("rowheader", { name: row })).toBeTruthy();
  });

  it("brings a focused Accept button into view", async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const user = userEvent.setup();
    render(<OffersComparison data={four} onChanged={() => {}} />);
    const region = screen.getByRole("region", { name: "Your offers side by side" });
    region.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(table()).getByRole("button", { name: "Accept Wattle Capital's offer" }));
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", inline: "nearest" });
  });

  it("has one card per offer on a phone, with the same badges, under a sticky summary", () => {
    render(<OffersComparison data={four} onChanged={() => {}} />);
    const cards = screen.getByTestId("offer-cards");
    expect(cards.className).toMatch(/md:hidden/);
    const articles = within(cards).getAllByRole("article");
    expect(articles).toHaveLength(4);
    expect(within(articles[0]!).getByRole("heading", { name: "Wattle Capital" })).toBeTruthy();
    expect(within(articles[0]!).getByText("Lowest total cost")).toBeTruthy();
    expect(within(articles[1]!).getByText("Lowest APR")).toBeTruthy();
    expect(within(articles[0]!).getByRole("button", { name: "Accept Wattle Capital's offer" })).toBeTruthy();
    const summary = within(cards).getByTestId("offers-summary-line");
    expect(summary.className).toMatch(/\bsticky\b/);
    expect(summary.textContent).toMatch(
      /^4 offers to compare · Lowest total cost: Wattle Capital, \$[\d,.]+ · Lowest APR: Moula, 8\.12%$/,
    );
  });
});
