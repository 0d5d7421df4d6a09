import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContractFormState } from "@/lib/contracts/actions";
import type { ContractView } from "@/lib/offers/queries";
import { ContractSigning } from "./contract-signing";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const signContractAction = vi.hoisted(() =>
  vi.fn<(s: ContractFormState, f: FormData) => Promise<ContractFormState>>(async () => ({ signed: true })),
);
vi.mock("@/lib/contracts/actions", () => ({ signContractAction }));

afterEach(() => vi.clearAllMocks());

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
} as unknown as ContractView;

describe("ContractSigning (ADR 055)", () => {
  it("is a server-action form; links the contract and signs only with a typed name and the consent ticked", async () => {
    const onSigned = vi.fn();
    const user = userEvent.setup();
    render(<ContractSigning contract={contract} lenderName="Prospa" onSigned={onSigned} />);
    const form = screen.getByRole("form", { name: "Sign the contract" });
    expect(form.getAttribute("method")?.toLowerCase() ?? "post").toBe("post");
    expect(screen.getByRole("link", { name: /Download the contract/ }).getAttribute("href")).toBe("/api/documents/d1");
    expect(screen.getByRole("link", { name: /Credit proposal and offer summary/ }).getAttribute("href")).toBe(
      "/api/documents/p1",
    );
    expect(screen.getByText(/Olivia Walker: waiting for their signature/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign the contract" }));
    expect(await screen.findByText("Type your full name to sign.")).toBeTruthy();
    expect(signContractAction).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Your full name/), "Alex Client");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign the contract" }));
    await vi.waitFor(() => expect(onSigned).toHaveBeenCalled());
    expect(Object.fromEntries(signContractAction.mock.calls[0]![1].entries())).toMatchObject({
      contractId: "c1",
      fullName: "Alex Client",
      consent: "true",
    });
    expect(toast.success).toHaveBeenCalledWith("Contract signed", { description: "Your application is approved." });
  });

  it("shows the server's refusal of a name that is not the applicant's beside the field (#39 item 8)", async () => {
    const message = "Type your full name as it appears on the application: Sarah Mitchell.";
    signContractAction.mockResolvedValueOnce({ error: message, fields: { fullName: [message] } });
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
