import "server-only";
import { purgeExpiredDrafts, APPLICATION_JOBS } from "@/lib/applications";
import { ASSESSMENT_JOBS } from "@/lib/assessment";
import { CHECK_JOBS } from "@/lib/checks";
import { setCommitDispatcher } from "@/lib/db/client";
import { sweepOrphanUploads } from "@/lib/documents";
import { purgeExpiredRateLimits } from "@/lib/http";
import { enqueue, startJobs, stopJobs } from "@/lib/jobs";
import type { JobDefinitions } from "@/lib/jobs/client";
import { MAIL_JOBS } from "@/lib/mail";
import { NOTIFICATION_JOBS } from "@/lib/notifications";
import { OFFER_JOBS } from "@/lib/offers";
import { SETTLEMENT_JOBS } from "@/lib/settlement";
import { purgeExpiredIdempotency } from "@/lib/partner-api";
import { SUBMISSION_JOBS } from "@/lib/submissions";
import { WEBHOOK_JOBS } from "@/lib/webhooks";

/**
 * The composition of background work (issue 38 item 5, ADR 021): every domain defines its own jobs
 * (lib/<domain>/jobs.ts) and this module alone puts them together, starts the runner and wires the
 * after-commit hints (lib/db/after-commit.ts) to it. No domain imports the runner or this module, so
 * the import graph stays one-way: background → domains → jobs (types) and db.
 */
export const JOBS = {
  ...MAIL_JOBS,
  ...SUBMISSION_JOBS,
  ...APPLICATION_JOBS,
  ...OFFER_JOBS,
  ...SETTLEMENT_JOBS,
  ...ASSESSMENT_JOBS,
  ...NOTIFICATION_JOBS,
  ...WEBHOOK_JOBS,
  ...CHECK_JOBS,
  /** Purges: ended rate-limit windows, expired wizard drafts, upload files without a document row, API idempotency records past their day. */
  "maintenance.purge": {
    everySeconds: 60 * 60,
    retryLimit: 2,
    async run() {
      await purgeExpiredRateLimits();
      await purgeExpiredDrafts();
      await sweepOrphanUploads();
      await purgeExpiredIdempotency();
    },
  },
} satisfies JobDefinitions;

export type JobName = keyof typeof JOBS;

/** Start the runner with every job, and send each committed transaction's hints to it. */
export async function startBackground() {
  setCommitDispatcher(async (hints) => {
    for (const hint of hints) await enqueue(hint.job, hint.data, { startAfterSeconds: hint.startAfterSeconds });
  });
  return startJobs(JOBS);
}

export async function stopBackground() {
  setCommitDispatcher(null);
  await stopJobs();
}
