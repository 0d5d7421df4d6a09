import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { sendDueDigests } from "./digest";

/** The notifications module's background jobs; lib/background registers them with the runner. */
export const NOTIFICATION_JOBS = {
  /** Daily digests (ADR 076): checked every 15 minutes, sent once a Melbourne day from 7 am. */
  "notifications.digest": {
    everySeconds: 15 * 60,
    retryLimit: 2,
    async run() {
      await sendDueDigests();
    },
  },
} satisfies JobDefinitions;
