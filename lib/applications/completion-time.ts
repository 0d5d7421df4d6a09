import "server-only";
import type { PrismaClient } from "@/lib/db";
import { COMPLETION_WINDOW_DAYS, type CompletionMeasurement } from "@/lib/marketing/client";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time to complete the wizard, measured from our own drafts (issue #37 item 3, ADR 064): for
 * each application submitted in the window whose draft began before it (`wizardStartedAt`, the
 * draft's creation, copied at submission by ./drafts.ts), submittedAt - wizardStartedAt; the
 * median of those, in seconds, and how many there were. Applications from drafts left for more
 * than a day and resumed later count too (the median is what keeps them from skewing the claim).
 *
 * `npm run figures:completion` writes it to lib/marketing/completion-measured.ts, which the
 * statically built pages read (the database is never opened at build time: lib/db).
 */
export async function measureCompletion(
  prisma: Pick<PrismaClient, "$queryRaw">,
  now = new Date(),
  windowDays = COMPLETION_WINDOW_DAYS,
): Promise<CompletionMeasurement> {
  const since = new Date(now.getTime() - windowDays * DAY_MS);
  const [row] = await prisma.$queryRaw<{ sample: bigint | number; median: number | null }[]>`
    SELECT count(*) AS sample,
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY extract(epoch FROM ("submittedAt" - "wizardStartedAt"))
           )::float8 AS median
      FROM "Application"
     WHERE "submittedAt" >= ${since} AND "submittedAt" <= ${now}
       AND "wizardStartedAt" IS NOT NULL AND "wizardStartedAt" <= "submittedAt"`;
  const sample = Number(row?.sample ?? 0);
  return {
    measuredAt: now.toISOString().slice(0, 10),
    windowDays,
    sample,
    medianSeconds: sample > 0 && row?.median != null ? Math.round(Number(row.median)) : null,
  };
}
