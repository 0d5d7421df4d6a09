import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { deliverDueOutbox, deliverOutboxEmail } from "./deliver";
import { DELIVER_JOB } from "./types";

/** The mail module's background jobs; lib/background registers them with the runner. */
export const MAIL_JOBS = {
  /** Send one outbox e-mail (hinted after the commit that wrote it); retried with backoff. */
  [DELIVER_JOB]: {
    retryLimit: 5,
    retryDelaySeconds: 30,
    // Many at once per instance: each send waits mostly on the SMTP server (issue 40 item 4).
    concurrency: 20,
    async run(data: { outboxId: string }) {
      await deliverOutboxEmail(data.outboxId);
    },
  },
  /** The safety net: send what a crash, a lost hint, a dead worker's claim or spent retries left unsent. */
  "mail.sweep": {
    everySeconds: 60,
    retryLimit: 0,
    async run() {
      await deliverDueOutbox();
    },
  },
} satisfies JobDefinitions;
