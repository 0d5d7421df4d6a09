import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DISPLAY_STEPS, displayStep } from "@/components/wizard/steps-data";
import type { DraftSummary } from "@/lib/applications/drafts";
import { formatAud, formatDate } from "@/lib/money/format";

/** A signed-in applicant's saved wizard drafts, each with 'Continue application' (ADR 014). Nothing when none. */
export function DraftsCard({ drafts }: { drafts: DraftSummary[] }) {
  if (drafts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Saved applications</CardTitle>
        <CardDescription>
          Pick up where you left off. A saved application is deleted 30 days after its last change.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {drafts.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid gap-0.5">
                <span id={`draft-${d.id}`} className="font-medium">
                  {d.companyName ?? "Untitled application"}
                  {d.amount ? ` · ${formatAud(d.amount)}` : ""}
                </span>
                <span className="text-sm text-muted-foreground">
                  Step {displayStep(d.step)} of {DISPLAY_STEPS} · last saved {formatDate(d.updatedAt)} · kept until{" "}
                  {formatDate(d.expiresAt)}
                </span>
              </div>
              <Button asChild size="sm">
                <Link href={`/application/resume?draft=${encodeURIComponent(d.id)}`} aria-describedby={`draft-${d.id}`}>
                  Continue application
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
