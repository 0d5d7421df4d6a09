import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/tests/support/fetch-stub";
import { commissionDisclosure } from "@/lib/offers/commission-disclosure";
import { offerDisclosure } from "@/lib/offers/disclosure";
import type { ApplicationOffers } from "@/lib/offers/queries";
import { ContractSigning } from "./contract-signing";
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
  offers: [
    { id: "o1", status: "open", expiresAt: base.expiresAt, acceptedAt: null, disclosure: prospa, commission },
    { id: "o2", status: "open", expiresAt: base.expiresAt, acceptedAt: null, disclosure: moula, commission },
  ],
};

describe("OffersComparison", () => {
  it("shows the offers side by side, every figure and fee from the disclosure, with row and column headers", () => {
    render(<OffersComparison data={data} onChanged={() => {}} />);
    const table = screen.getByRole("table", { name: /offers compared/i });
    expect(within(table).getByRole("columnheader", { name: /Prospa/ })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Moula/ })).toBeTruthy();
    for (const label of ["Repayment", "Annual percentage rate (APR, including fees)", "Total cost of finance", "Fees"])
      expect(within(table).getByRole("rowheader", { name: label })).toBeTruthy();
    for (const figure of [prospa.repayment, prospa.apr, prospa.totalRepayable, prospa.totalCost, moula.apr])
      expect(within(table).getAllByText(figure).length).toBeGreaterThan(0);
    expect(within(table).getByText("Establishment fee")).toBeTruthy();
    expect(within(table).getByText(/\$10\.00 each month/)).toBeTruthy();
    expect(within(table).getByText("No fees")).toBeTruthy();
  });

  it("accepts only after the confirmation dialog that restates the terms", async () => {
    const fetchMock = stubFetch(200, { status: "accepted" });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<OffersComparison data={data} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Accept Prospa's offer" }));
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole("dialog", { name: /Accept Prospa's offer/ });
    expect(within(dialog).getByText(prospa.totalCost)).toBeTruthy();
    expect(within(dialog).getByText("Fee: Establishment fee")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Accept Prospa's offer" }));
    await user.click(await screen.findByRole("button", { name: "I accept these terms" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/offers/o1/accept");
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ confirmed: true });
  });

  it("offers no decision once an offer is accepted", () => {
    const accepted = {
      ...data,
      acceptedOfferId: "o1",
      offers: [
        { ...data.offers[0]!, status: "accepted" },
        { ...data.offers[1]!, status: "released" },
      ],
    };
    render(<OffersComparison data={accepted} onChanged={() => {}} />);
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Decline all/ })).toBeNull();
    expect(screen.getByText("Released")).toBeTruthy();
  });
});

describe("ContractSigning", () => {
  const contract = {
    id: "c1",
    offerId: "o1",
    provider: "click",
    status: "ready",
    documentId: "d1",
    documentSha256: "ab".repeat(32),
    signedDocumentId: null,
    signerName: null,
    signedAt: null,
    proposalDocumentId: "p1",
    guarantors: [{ name: "Olivia Walker", status: "pending", signedAt: null }],
  };

  it("links the contract and signs only with a typed name and the consent ticked", async () => {
    const fetchMock = stubFetch(200, { applicationStatus: "approved" });
    const onSigned = vi.fn();
    const user = userEvent.setup();
    render(<ContractSigning contract={contract} lenderName="Prospa" onSigned={onSigned} />);
    expect(screen.getByRole("link", { name: /Download the contract/ }).getAttribute("href")).toBe("/api/documents/d1");
    expect(screen.getByRole("link", { name: /Credit proposal and offer summary/ }).getAttribute("href")).toBe(
      "/api/documents/p1",
    );
    expect(screen.getByText(/Olivia Walker: waiting for their signature/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign the contract" }));
    expect(await screen.findByText("Type your full name to sign.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Your full name/), "Alex Client");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign the contract" }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      fullName: "Alex Client",
      consent: true,
    });
  });

  it("shows the server's refusal of a name that is not the applicant's beside the field (#39 item 8)", async () => {
    const message = "Type your full name as it appears on the application: Sarah Mitchell.";
    stubFetch(400, { message, fields: { fullName: [message] } });
    const onSigned = vi.fn();
    const user = userEvent.setup();
    render(<ContractSigning contract={contract} lenderName="Prospa" onSigned={onSigned} />);
    await user.type(screen.getByLabelText(/Your full name/), "Mickey Mouse");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign the contract" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/Your full name/).getAttribute("aria-invalid")).toBe("true");
    expect(onSigned).not.toHaveBeenCalled();
  });
});
