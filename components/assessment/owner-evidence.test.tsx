// Issue 33 item 5: the owner sees which checks ran, when, with whose consent, and what they found in
// plain words; a failed identity check says what to do next; bank data can be connected or uploaded.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { plainCheck } from "@/lib/checks/plain";
import { OwnerEvidence, type OwnerEvidenceProps } from "./owner-evidence";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/checks/actions", () => ({
  connectBankAction: vi.fn(),
  recordConsentAction: vi.fn(),
  recheckIdentityAction: vi.fn(),
}));

const at = new Date("2026-11-20T01:00:00Z");
const identity = plainCheck({
  id: "i1",
  kind: "identity",
  subjectName: "Ben Okafor",
  status: "completed",
  outcome: "not_verified",
  requestedAt: at,
  completedAt: at,
  failure: null,
  attempts: 1,
  consent: { givenAt: at, noticeVersion: "2026-11-checks" },
  result: { outcome: "not_verified", matches: { document: false, name: false, dateOfBirth: false }, reference: "R" },
});
const pending = plainCheck({
  id: "p1",
  kind: "ppsr",
  subjectName: "Harbour View Plumbing",
  status: "pending",
  outcome: null,
  requestedAt: at,
  completedAt: null,
  failure: "timed out",
  attempts: 2,
  consent: null,
  result: null,
});
const props: OwnerEvidenceProps = {
  applicationId: "app1",
  bank: {
    connections: [],
    statements: [
      {
        id: "s1",
        source: "upload",
        fileName: "cafe.csv",
        format: "csv",
        maskedNumber: "••1234",
        periodFrom: "2025-11-01",
        periodTo: "2026-10-31",
        transactionCount: 822,
      },
    ],
  },
  checks: {
    subjects: [
      { key: "company", name: "Harbour View Plumbing", role: "The business", consentedAt: at, missing: null },
      { key: "person:b", name: "Ben Okafor", role: "Director and guarantor", consentedAt: at, missing: null },
      { key: "person:c", name: "Cara Lee", role: "Director", consentedAt: null, missing: null },
    ],
    checks: [identity, pending],
  },
};

describe("the owner's evidence view", () => {
  it("says what each check found, when and with whose consent, and the next step after a failed ID check", async () => {
    render(<OwnerEvidence {...props} />);
    const list = screen.getByRole("region", { name: "What we checked" });
    const ben = within(list).getByText("Identity check: Ben Okafor").closest("li")!;
    expect(ben.textContent).toContain("Checked 20 Nov 2026. With Ben Okafor's consent, recorded 20 Nov 2026.");
    expect(ben.textContent).toContain("We could not confirm this identity.");
    expect(ben.textContent).toMatch(/What to do next:.*Check the licence number and state in the full application/);
    await screen.findByRole("button", { name: "Check again" }, { timeout: 10_000 });
    expect(within(screen.getByText("Identity check: Ben Okafor").closest("li")!).getByRole("button").textContent).toBe(
      "Check again",
    );
    const ppsr = within(list)
      .getByText(/Personal Property Securities Register search/)
      .closest("li")!;
    expect(ppsr.textContent).toMatch(/Check pending.*trying again\. Nothing is decided/);
  });

  it("asks for consent only from those who have not given it, and offers both ways to give bank data", async () => {
    render(<OwnerEvidence {...props} />);
    await screen.findByRole("form", { name: "Upload a statement" }, { timeout: 10_000 });
    await screen.findByRole("form", { name: "Consent for Cara Lee" });
    expect(screen.getAllByRole("form", { name: /^Consent for / }).map((f) => f.getAttribute("aria-label"))).toEqual([
      "Consent for Cara Lee",
    ]);
    screen.getByRole("button", { name: "Connect your bank" });
    const upload = screen.getByRole("form", { name: "Upload a statement" });
    expect(upload.getAttribute("method")).toBe("post");
    expect(upload.getAttribute("action")).toBe("/api/applications/app1/statements");
    expect(upload.getAttribute("enctype")).toBe("multipart/form-data");
    screen.getByText(/Uploaded statement: cafe.csv \(••1234\), 1 Nov 2025 to 31 Oct 2026, 822 transactions/);
  });

  it("explains a statement refused on a form posted without JavaScript", () => {
    render(<OwnerEvidence {...props} flash={{ statement: "scanned_pdf" }} />);
    expect(screen.getByRole("alert").textContent).toMatch(/This PDF is a scan/);
  });
});
