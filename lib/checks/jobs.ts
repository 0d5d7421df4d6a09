import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { RUN_JOB } from "./consents";
import { runCheck, sweepChecks } from "./run";

/**
 * The checks' background jobs (ADR 071), registered by lib/background. A service that fails or
 * times out is retried with backoff (the check stays pending meanwhile); the sweep runs what a lost
 * hint left pending.
 */
export const CHECK_JOBS = {
  [RUN_JOB]: {
    retryLimit: 5,
    retryDelaySeconds: 30,
    async run(data: { checkId: string }) {
      await runCheck(data.checkId);
    },
  },
  "checks.sweep": {
    everySeconds: 10 * 60,
    retryLimit: 1,
    async run() {
      await sweepChecks();
    },
  },
} satisfies JobDefinitions;
