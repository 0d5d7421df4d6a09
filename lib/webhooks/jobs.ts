import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { deliverDueWebhooks, deliverWebhook } from "./deliver";
import { DELIVER_JOB } from "./emit";

/** The webhooks module's background jobs; lib/background registers them with the runner. */
export const WEBHOOK_JOBS = {
  /** Send one delivery (hinted after the commit that wrote it, and after each failure with its backoff). */
  [DELIVER_JOB]: {
    retryLimit: 0,
    concurrency: 10,
    async run(data: { deliveryId: string }) {
      await deliverWebhook(data.deliveryId);
    },
  },
  /** The safety net: what a lost hint, a dead worker or a forgotten job left pending. */
  "webhooks.sweep": {
    everySeconds: 60,
    retryLimit: 0,
    async run() {
      await deliverDueWebhooks();
    },
  },
} satisfies JobDefinitions;
