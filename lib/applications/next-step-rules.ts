/**
 * The one next step of an application, per role (issue #36 item 1): what the workspace header and
 * the partner's pipeline show, and who owes it. Pure: it reads facts (counts taken from the data by
 * next-step.ts's loader), never the database, so client components and tests may import it. Every
 * label is true of the facts it was given: counts come from the data, never from the status alone.
 */
import type { ApplicationStatus } from "@/lib/db/client";
import type { WorkspaceRole, WorkspaceSection } from "./workspace-links";

export type NextStepOwner = "client" | "partner" | "staff" | "lender" | "guarantor" | "nobody";

export interface NextStep {
  label: string;
  owner: NextStepOwner;
  section: WorkspaceSection;
}

/** The contract of the accepted offer as it stands (void contracts are not counted). */
export type ContractFact = "none" | "awaiting_lender" | "ready" | "signed";

export interface NextStepFacts {
  status: ApplicationStatus;
  /** The owner has acknowledged the current credit guide. */
  creditGuideAcknowledged: boolean;
  /** What the full application still lacks (its completeness rules), as a count; 0 = complete. */
  fullApplicationMissing: number;
  /** The preliminary needs-and-objectives record is on file. */
  needsObjectivesDone: boolean;
  /** Checklist items the client still owes: requested, or rejected and to be uploaded again. */
  documentsOutstanding: number;
  /** Checklist items uploaded and waiting for staff's review. */
  documentsToReview: number;
  /** Lenders proposed to the owner without their answer yet. */
  lendersAwaitingConsent: number;
  /** Lenders the owner approved that do not hold the application yet. */
  lendersApprovedUnsent: number;
  /** Lenders holding the application without a decision (submitted, assessing, action required, conditional). */
  lendersDeciding: number;
  /** Offers open for the client to accept. */
  offersOpen: number;
  /** The client accepted an offer. */
  offerAccepted: boolean;
  contract: ContractFact;
  /** The owner is a director or guarantor whose own guarantee is still unsigned. */
  clientGuaranteePending: boolean;
  /** Other directors' or guarantors' guarantees still unsigned. */
  guaranteesPending: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const step = (label: string, owner: NextStepOwner, section: WorkspaceSection): NextStep => ({ label, owner, section });

/**
 * What the client owes next, in the client's words, or null when nothing is theirs to do. Order: the
 * credit guide (nothing else before it), then signatures, offers, lender consent, documents, the full
 * application and the needs and objectives.
 */
function clientOwes(
  f: NextStepFacts,
): { client: string; partner: string; staff: string; section: WorkspaceSection } | null {
  if (!f.creditGuideAcknowledged)
    return {
      client: "Acknowledge the credit guide",
      partner: "Client to acknowledge the credit guide",
      staff: "Waiting on the client to acknowledge the credit guide",
      section: "overview",
    };
  if (f.contract === "ready")
    return {
      client: "Sign your contract",
      partner: "Client to sign the contract",
      staff: "Waiting on the client to sign the contract",
      section: "contract",
    };
  if (f.clientGuaranteePending && (f.contract === "signed" || f.contract === "awaiting_lender"))
    return {
      client: "Sign your guarantee",
      partner: "Client to sign their guarantee",
      staff: "Waiting on the client to sign their guarantee",
      section: "contract",
    };
  if (f.offersOpen > 0 && !f.offerAccepted)
    return f.offersOpen === 1
      ? {
          client: "Review your offer",
          partner: "Client to review 1 offer",
          staff: "Waiting on the client to review 1 offer",
          section: "offers",
        }
      : {
          client: `Compare ${f.offersOpen} offers`,
          partner: `Client to compare ${f.offersOpen} offers`,
          staff: `Waiting on the client to compare ${f.offersOpen} offers`,
          section: "offers",
        };
  if (f.lendersAwaitingConsent > 0)
    return {
      client: "Approve the lenders we propose",
      partner: `Client to approve ${plural(f.lendersAwaitingConsent, "proposed lender")}`,
      staff: `Waiting on the client to approve ${plural(f.lendersAwaitingConsent, "proposed lender")}`,
      section: "offers",
    };
  if (f.documentsOutstanding > 0)
    return {
      client: `Upload ${plural(f.documentsOutstanding, "document")}`,
      partner: `Client to upload ${plural(f.documentsOutstanding, "document")}`,
      staff: `Waiting on the client to upload ${plural(f.documentsOutstanding, "document")}`,
      section: "documents",
    };
  if (f.fullApplicationMissing > 0 && PRE_LENDER.includes(f.status))
    return {
      client: "Complete your full application",
      partner: "Client to complete the full application",
      staff: "Waiting on the client to complete the full application",
      section: "application",
    };
  return null;
}

/** Before the file goes to lenders: the full application and needs and objectives are still gathered. */
const PRE_LENDER: readonly ApplicationStatus[] = ["submitted", "under_review"];

/** What staff must do next when the client owes nothing, or who everyone waits on. */
function afterClient(f: NextStepFacts): { staff: NextStep; others: NextStep } {
  const wait = (label: string, owner: NextStepOwner, section: WorkspaceSection) => {
    const s = step(label, owner, section);
    return { staff: s, others: s };
  };
  // Staff's own work, told to the client and partner as "we are doing X".
  const staffDoes = (staffLabel: string, othersLabel: string, section: WorkspaceSection) => ({
    staff: step(staffLabel, "staff", section),
    others: step(othersLabel, "staff", section),
  });

  if (f.contract === "awaiting_lender")
    return staffDoes("Add the lender's contract", "Waiting for the lender's contract", "contract");
  if (f.contract === "signed" && (f.guaranteesPending > 0 || f.clientGuaranteePending)) {
    const n = f.guaranteesPending + (f.clientGuaranteePending ? 1 : 0);
    return wait(`Waiting on ${plural(n, "guarantee")} to be signed`, "guarantor", "contract");
  }
  if (f.status === "approved" && f.contract === "signed")
    return staffDoes("Record the settlement", "Settlement is being arranged", "contract");
  if (f.offerAccepted && f.contract === "none")
    return staffDoes("Prepare the contract", "The contract is being prepared", "contract");
  if (f.documentsToReview > 0)
    return staffDoes(
      `Review ${plural(f.documentsToReview, "uploaded document")}`,
      `${plural(f.documentsToReview, "document")} being reviewed`,
      "documents",
    );
  if (f.lendersApprovedUnsent > 0)
    return staffDoes(
      `Submit to ${plural(f.lendersApprovedUnsent, "approved lender")}`,
      `Sending to ${plural(f.lendersApprovedUnsent, "lender")}`,
      "offers",
    );
  if (f.lendersDeciding > 0)
    return wait(`Waiting on ${plural(f.lendersDeciding, "lender")} to decide`, "lender", "offers");
  if (PRE_LENDER.includes(f.status)) {
    if (!f.needsObjectivesDone)
      return {
        staff: step("Record the needs and objectives", "staff", "application"),
        others: step("Complete the needs and objectives", "client", "application"),
      };
    if (f.status === "submitted") return staffDoes("Start the review", "Application being reviewed", "assessment");
    return staffDoes("Propose lenders to the client", "Application being reviewed", "offers");
  }
  if (f.status === "lender_matching")
    return staffDoes("Propose lenders to the client", "Lenders being matched", "offers");
  if (f.status === "offers_presentation")
    return staffDoes("Follow up the lenders' offers", "Offers on their way", "offers");
  return staffDoes("Review the application", "Application being reviewed", "overview");
}

/** Where staff's assessment step lands for the client and partner, who have no assessment section. */
const visible = (role: WorkspaceRole, s: NextStep): NextStep =>
  role !== "staff" && (s.section === "assessment" || s.section === "notes" || s.section === "audit")
    ? { ...s, section: "overview" }
    : s;

export function nextStep(f: NextStepFacts, role: WorkspaceRole): NextStep {
  switch (f.status) {
    case "draft":
      return role === "client"
        ? step("Finish your application", "client", "overview")
        : step("Client to finish the application", "client", "overview");
    case "settled":
      return role === "client" ? step("View your loan", "nobody", "loan") : step("Loan settled", "nobody", "overview");
    case "declined":
      return step("Application declined", "nobody", "overview");
    case "withdrawn":
      return step("Application withdrawn", "nobody", "overview");
    default:
      break;
  }
  const owes = clientOwes(f);
  if (owes) return step(owes[role], "client", owes.section);
  const after = afterClient(f);
  if (role === "staff") return after.staff;
  // The client is addressed as "you": a step the client owes outside clientOwes (needs and objectives).
  if (role === "client" && after.others.owner === "client")
    return visible(role, step("Complete your needs and objectives", "client", after.others.section));
  if (role === "partner" && after.others.owner === "client")
    return visible(role, step("Client to complete the needs and objectives", "client", after.others.section));
  return visible(role, after.others);
}
