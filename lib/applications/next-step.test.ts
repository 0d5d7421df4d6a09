import { describe, expect, it } from "vitest";
import { nextStep, type NextStepFacts } from "./next-step-rules";

const base: NextStepFacts = {
  status: "under_review",
  creditGuideAcknowledged: true,
  fullApplicationMissing: 0,
  needsObjectivesDone: true,
  documentsOutstanding: 0,
  documentsToReview: 0,
  lendersAwaitingConsent: 0,
  lendersApprovedUnsent: 0,
  lendersDeciding: 0,
  offersOpen: 0,
  offerAccepted: false,
  contract: "none",
  clientGuaranteePending: false,
  guaranteesPending: 0,
};
const facts = (over: Partial<NextStepFacts>): NextStepFacts => ({ ...base, ...over });
const all = (f: NextStepFacts) => ({
  client: nextStep(f, "client"),
  partner: nextStep(f, "partner"),
  staff: nextStep(f, "staff"),
});

describe("nextStep: what the client owes", () => {
  it("asks for the outstanding documents, counted", () => {
    const s = all(facts({ documentsOutstanding: 2 }));
    expect(s.client).toEqual({ label: "Upload 2 documents", owner: "client", section: "documents" });
    expect(s.partner).toEqual({ label: "Client to upload 2 documents", owner: "client", section: "documents" });
    expect(s.staff).toEqual({
      label: "Waiting on the client to upload 2 documents",
      owner: "client",
      section: "documents",
    });
    expect(nextStep(facts({ documentsOutstanding: 1 }), "client").label).toBe("Upload 1 document");
  });

  it("asks the client to compare the open offers, or review the only one", () => {
    const s = all(facts({ status: "offers_presentation", offersOpen: 3 }));
    expect(s.client).toEqual({ label: "Compare 3 offers", owner: "client", section: "offers" });
    expect(s.partner.label).toBe("Client to compare 3 offers");
    expect(s.staff.label).toBe("Waiting on the client to compare 3 offers");
    expect(nextStep(facts({ status: "offers_presentation", offersOpen: 1 }), "client").label).toBe("Review your offer");
    expect(nextStep(facts({ status: "offers_presentation", offersOpen: 1 }), "partner").label).toBe(
      "Client to review 1 offer",
    );
  });

  it("asks for the contract's signature, then the client's own guarantee", () => {
    const ready = all(facts({ status: "offers_presentation", offerAccepted: true, contract: "ready" }));
    expect(ready.client).toEqual({ label: "Sign your contract", owner: "client", section: "contract" });
    expect(ready.partner.label).toBe("Client to sign the contract");
    expect(ready.staff.label).toBe("Waiting on the client to sign the contract");

    const guarantee = all(
      facts({ status: "offers_presentation", offerAccepted: true, contract: "signed", clientGuaranteePending: true }),
    );
    expect(guarantee.client).toEqual({ label: "Sign your guarantee", owner: "client", section: "contract" });
    expect(guarantee.partner.label).toBe("Client to sign their guarantee");
    expect(guarantee.staff.label).toBe("Waiting on the client to sign their guarantee");
  });

  it("asks the owner to approve the proposed lenders (consent)", () => {
    const s = all(facts({ status: "lender_matching", lendersAwaitingConsent: 2 }));
    expect(s.client).toEqual({ label: "Approve the lenders we propose", owner: "client", section: "offers" });
    expect(s.partner.label).toBe("Client to approve 2 proposed lenders");
    expect(s.staff.label).toBe("Waiting on the client to approve 2 proposed lenders");
  });

  it("asks for the full application before the file goes to lenders", () => {
    const s = all(facts({ fullApplicationMissing: 4 }));
    expect(s.client).toEqual({ label: "Complete your full application", owner: "client", section: "application" });
    expect(s.partner.label).toBe("Client to complete the full application");
    expect(s.staff.label).toBe("Waiting on the client to complete the full application");
    // Once with lenders the gate has passed; a gap is not the client's next step any more.
    expect(nextStep(facts({ status: "lender_matching", fullApplicationMissing: 4 }), "client").label).not.toBe(
      "Complete your full application",
    );
  });

  it("puts the credit guide before anything else", () => {
    const s = all(facts({ creditGuideAcknowledged: false, documentsOutstanding: 3 }));
    expect(s.client).toEqual({ label: "Acknowledge the credit guide", owner: "client", section: "overview" });
    expect(s.partner.label).toBe("Client to acknowledge the credit guide");
    expect(s.staff.label).toBe("Waiting on the client to acknowledge the credit guide");
  });

  it("asks for the needs and objectives when nothing else is owed", () => {
    const s = all(facts({ needsObjectivesDone: false }));
    expect(s.client).toEqual({ label: "Complete your needs and objectives", owner: "client", section: "application" });
    expect(s.partner.label).toBe("Client to complete the needs and objectives");
    expect(s.staff).toEqual({ label: "Record the needs and objectives", owner: "staff", section: "application" });
  });

  it("orders signatures before offers, offers before consent, consent before documents", () => {
    expect(nextStep(facts({ contract: "ready", offersOpen: 2, documentsOutstanding: 1 }), "client").label).toBe(
      "Sign your contract",
    );
    expect(nextStep(facts({ offersOpen: 2, lendersAwaitingConsent: 1 }), "client").label).toBe("Compare 2 offers");
    expect(nextStep(facts({ lendersAwaitingConsent: 1, documentsOutstanding: 1 }), "client").label).toBe(
      "Approve the lenders we propose",
    );
    expect(nextStep(facts({ documentsOutstanding: 1, fullApplicationMissing: 2 }), "client").label).toBe(
      "Upload 1 document",
    );
  });
});

describe("nextStep: what staff do, or who everyone waits on", () => {
  it("submitted: staff start the review; the client and partner see it under review", () => {
    const s = all(facts({ status: "submitted" }));
    expect(s.staff).toEqual({ label: "Start the review", owner: "staff", section: "assessment" });
    expect(s.client).toEqual({ label: "Application being reviewed", owner: "staff", section: "overview" });
    expect(s.partner).toEqual(s.client);
  });

  it("under review: staff review uploads, then propose lenders", () => {
    const review = all(facts({ documentsToReview: 2 }));
    expect(review.staff).toEqual({ label: "Review 2 uploaded documents", owner: "staff", section: "documents" });
    expect(review.client.label).toBe("2 documents being reviewed");
    expect(nextStep(facts({}), "staff")).toEqual({
      label: "Propose lenders to the client",
      owner: "staff",
      section: "offers",
    });
  });

  it("lender matching: staff submit to approved lenders, then everyone waits on the lenders", () => {
    expect(nextStep(facts({ status: "lender_matching", lendersApprovedUnsent: 3 }), "staff").label).toBe(
      "Submit to 3 approved lenders",
    );
    expect(nextStep(facts({ status: "lender_matching", lendersApprovedUnsent: 3 }), "client").label).toBe(
      "Sending to 3 lenders",
    );
    const s = all(facts({ status: "lender_matching", lendersDeciding: 2 }));
    expect(s.staff).toEqual({ label: "Waiting on 2 lenders to decide", owner: "lender", section: "offers" });
    expect(s.client).toEqual(s.staff);
    expect(nextStep(facts({ status: "lender_matching" }), "staff").label).toBe("Propose lenders to the client");
  });

  it("offers presentation with nothing open: staff follow up", () => {
    expect(nextStep(facts({ status: "offers_presentation" }), "staff").label).toBe("Follow up the lenders' offers");
    expect(nextStep(facts({ status: "offers_presentation" }), "client").label).toBe("Offers on their way");
  });

  it("accepted: the contract is prepared, the lender's contract awaited, guarantors waited on", () => {
    expect(nextStep(facts({ status: "offers_presentation", offerAccepted: true }), "staff").label).toBe(
      "Prepare the contract",
    );
    const awaiting = all(facts({ status: "offers_presentation", offerAccepted: true, contract: "awaiting_lender" }));
    expect(awaiting.staff).toEqual({ label: "Add the lender's contract", owner: "staff", section: "contract" });
    expect(awaiting.client.label).toBe("Waiting for the lender's contract");
    const guarantors = all(
      facts({ status: "offers_presentation", offerAccepted: true, contract: "signed", guaranteesPending: 2 }),
    );
    expect(guarantors.client).toEqual({
      label: "Waiting on 2 guarantees to be signed",
      owner: "guarantor",
      section: "contract",
    });
    expect(guarantors.staff).toEqual(guarantors.client);
  });

  it("approved and signed: staff record the settlement", () => {
    const s = all(facts({ status: "approved", offerAccepted: true, contract: "signed" }));
    expect(s.staff).toEqual({ label: "Record the settlement", owner: "staff", section: "contract" });
    expect(s.client.label).toBe("Settlement is being arranged");
  });
});

describe("nextStep: closed files", () => {
  it("settled: the client's loan; nothing for the others", () => {
    const s = all(facts({ status: "settled", offerAccepted: true, contract: "signed" }));
    expect(s.client).toEqual({ label: "View your loan", owner: "nobody", section: "loan" });
    expect(s.partner).toEqual({ label: "Loan settled", owner: "nobody", section: "overview" });
    expect(s.staff).toEqual(s.partner);
  });

  it("declined and withdrawn: nothing to do, whatever is outstanding", () => {
    for (const status of ["declined", "withdrawn"] as const) {
      const s = all(facts({ status, documentsOutstanding: 2, offersOpen: 1 }));
      expect(s.client.owner).toBe("nobody");
      expect(s.client.label).toBe(status === "declined" ? "Application declined" : "Application withdrawn");
      expect(s.staff).toEqual(s.client);
    }
  });

  it("draft: the client finishes the application", () => {
    expect(nextStep(facts({ status: "draft" }), "client").label).toBe("Finish your application");
    expect(nextStep(facts({ status: "draft" }), "partner").label).toBe("Client to finish the application");
  });
});
