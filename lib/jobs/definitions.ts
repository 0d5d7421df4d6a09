import type { JobDefinitions } from "./types";

/**
 * Every background job. Handlers import their module when they run (the mail module itself enqueues
 * jobs, so a static import would be circular).
 */
export const JOBS = {
  /** Send one outbox e-mail (written first by sendMail); retried with backoff. */
  "mail.deliver": {
    retryLimit: 5,
    retryDelaySeconds: 30,
    async run(data: { outboxId: string }) {
      const { deliverOutboxEmail } = await import("@/lib/mail");
      await deliverOutboxEmail(data.outboxId);
    },
  },
  /** The safety net: send what a crash, a lost job or spent retries left unsent in the outbox. */
  "mail.sweep": {
    everySeconds: 60,
    retryLimit: 0,
    async run() {
      const { deliverDueOutbox } = await import("@/lib/mail");
      await deliverDueOutbox();
    },
  },
  /** Purges: ended rate-limit windows, expired wizard drafts, upload files without a document row. */
  "maintenance.purge": {
    everySeconds: 60 * 60,
    retryLimit: 2,
    async run() {
      const [{ purgeExpiredRateLimits }, { purgeExpiredDrafts }, { sweepOrphanUploads }] = await Promise.all([
        import("@/lib/http/rate-limit"),
        import("@/lib/applications/drafts"),
        import("@/lib/documents/sweeper"),
      ]);
      await purgeExpiredRateLimits();
      await purgeExpiredDrafts();
      await sweepOrphanUploads();
    },
  },
  /** Trail commission: each completed month of every open settled loan, once (the ledger row is the record). */
  "commissions.accrue": {
    everySeconds: 60 * 60,
    retryLimit: 2,
    async run() {
      const { accrueTrail } = await import("@/lib/settlement/trail");
      await accrueTrail();
    },
  },
  /** Issue 16 (offers): open offers past their expiry become expired; a reminder ~48 h before, once. */
  "offers.expire": {
    everySeconds: 15 * 60,
    retryLimit: 2,
    async run() {
      const { expireOffers } = await import("@/lib/offers/expire");
      await expireOffers();
    },
  },
  /** Issue 16: one step of a lender submission (send it; the simulated lender's decision). */
  "submissions.advance": {
    retryLimit: 5,
    retryDelaySeconds: 10,
    async run(data: { submissionId: string }) {
      const { advanceSubmission } = await import("@/lib/submissions/advance");
      await advanceSubmission(data.submissionId);
    },
  },
  /** The safety net for submissions: steps a lost job left behind; conditions met by approved requests. */
  "submissions.sweep": {
    everySeconds: 30,
    retryLimit: 0,
    async run() {
      const { sweepSubmissions } = await import("@/lib/submissions/advance");
      await sweepSubmissions();
    },
  },
} satisfies JobDefinitions;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = Parameters<(typeof JOBS)[N]["run"]>[0];
