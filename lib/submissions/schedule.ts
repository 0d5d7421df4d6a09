import "server-only";
import { afterCommit, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";

/** The job that takes a submission's next step (lib/submissions/jobs.ts defines it). */
export const ADVANCE_JOB = "submissions.advance";

/**
 * After this transaction commits, the submission's next step runs: the simulated lender answers after
 * its delay, an e-mail lender's package goes now. A hint only: the submission's row says where it
 * is, and the sweep takes any step a lost hint left behind.
 */
export function scheduleStep(tx: Prisma.TransactionClient, submissionId: string, driver: "simulated" | "email") {
  afterCommit(tx, {
    job: ADVANCE_JOB,
    data: { submissionId },
    startAfterSeconds: driver === "simulated" ? env().SIMULATED_LENDER_DELAY_SECONDS : 0,
  });
}
