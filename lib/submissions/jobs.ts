import "server-only";
import type { JobDefinitions } from "@/lib/jobs/client";
import { ITEM_APPROVED_JOB } from "@/lib/documents";
import { advanceSubmission, sweepSubmissions } from "./advance";
import { answerWithApprovedItem } from "./linked-conditions";
import { ADVANCE_JOB } from "./schedule";

/** The lender submissions' background jobs; lib/background registers them with the runner. */
export const SUBMISSION_JOBS = {
  /** Issue 16: one step of a lender submission (send it; the simulated lender's decision). */
  [ADVANCE_JOB]: {
    retryLimit: 5,
    retryDelaySeconds: 10,
    concurrency: 10,
    async run(data: { submissionId: string }) {
      await advanceSubmission(data.submissionId);
    },
  },
  /** ADR 082: a checklist item was approved; every lender condition linked to it is answered with its document. */
  [ITEM_APPROVED_JOB]: {
    retryLimit: 5,
    retryDelaySeconds: 10,
    async run(data: { applicationId: string; itemId: string }) {
      await answerWithApprovedItem(data.applicationId, data.itemId);
    },
  },
  /** The safety net for submissions: steps a lost job left behind; conditions met by approved requests. */
  "submissions.sweep": {
    everySeconds: 30,
    retryLimit: 0,
    async run() {
      await sweepSubmissions();
    },
  },
} satisfies JobDefinitions;
