import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { expireOffers } from "./expire";

/** The offers module's background jobs; lib/background registers them with the runner. */
export const OFFER_JOBS = {
  /** Issue 16 (offers): open offers past their expiry become expired; a reminder ~48 h before, once. */
  "offers.expire": {
    everySeconds: 15 * 60,
    retryLimit: 2,
    async run() {
      await expireOffers();
    },
  },
} satisfies JobDefinitions;
