import { createHash } from "node:crypto";
import type { BankEvidence } from "@/lib/assessment/client";
import type { MatchableLender } from "@/lib/lenders/lender";
import type { ApplicationFacts } from "@/lib/matching";
import { simulatedDecision } from "./simulated-decision";
import type { LenderAdapter } from "./types";

/**
 * The simulated lender (demo mode and tests): answers like an introducer API, deterministically.
 * Its reference is derived from the submission, and its decision from the lender's panel rules, the
 * application's verified facts and its bank evidence (simulated-decision.ts). The delay between steps is the job runner's.
 */
export function simulatedAdapter(
  lender: MatchableLender & { slug: string },
  facts: ApplicationFacts,
  bank: BankEvidence | null = null,
): LenderAdapter {
  return {
    driver: "simulated",
    async submit(pkg) {
      const hash = createHash("sha256").update(`${lender.slug}:${pkg.submissionId}`).digest("hex");
      return { reference: `SIM-${hash.slice(0, 10).toUpperCase()}` };
    },
    async status(_reference, pkg) {
      return simulatedDecision(lender, facts, { conditionsAnswered: pkg.conditionsAnswered, bank });
    },
    async uploadDocument() {
      // The simulated lender accepts every document; its decision reads the facts, not the files.
    },
    async withdraw(reference, pkg) {
      // Like an introducer API's cancel call: acknowledged with a receipt derived from the submission.
      const hash = createHash("sha256").update(`${lender.slug}:withdraw:${pkg.submissionId}`).digest("hex");
      return { acknowledgement: reference ? `SIM-WD-${hash.slice(0, 10).toUpperCase()}` : null };
    },
  };
}
