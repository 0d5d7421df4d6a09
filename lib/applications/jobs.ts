import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { sweepUnannounced } from "./received";

/** The applications module's background jobs; lib/background registers them with the runner. */
export const APPLICATION_JOBS = {
  /** The safety net for a submission's follow-up (credit check and e-mail) that a crash or an error cut short. */
  "applications.received-sweep": {
    everySeconds: 60,
    retryLimit: 0,
    async run() {
      await sweepUnannounced();
    },
  },
} satisfies JobDefinitions;
