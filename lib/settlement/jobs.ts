import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { accrueTrail } from "./trail";

/** The settlement module's background jobs; lib/background registers them with the runner. */
export const SETTLEMENT_JOBS = {
  /** Trail commission: each completed month of every open settled loan, once (the ledger row is the record). */
  "commissions.accrue": {
    everySeconds: 60 * 60,
    retryLimit: 2,
    async run() {
      await accrueTrail();
    },
  },
} satisfies JobDefinitions;
