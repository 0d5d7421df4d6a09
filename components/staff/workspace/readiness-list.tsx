import { Check, X } from "@/components/ui/icons";
import type { SubmissionReadiness } from "@/lib/submissions/readiness";

/**
 * Beside Submit (issue #36 item 5): what must be true before the file goes to lenders, each line ticked
 * or saying what is missing with a link to its section. The lines are the submission gate's own checks
 * (lib/submissions/readiness.ts), so the list cannot disagree with the server's refusal; the lines the
 * gate does not check are listed apart.
 */
export function ReadinessList({ readiness }: { readiness: SubmissionReadiness }) {
  const enforced = readiness.lines.filter((l) => l.enforced);
  const advisory = readiness.lines.filter((l) => !l.enforced);
  const line = (l: SubmissionReadiness["lines"][number]) => (
    <li key={l.key} className="flex gap-2">
      {l.ok ? (
        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      ) : (
        <X aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      )}
      <div>
        <p className="font-medium">
          <span className="sr-only">{l.ok ? "Done: " : "Not yet: "}</span>
          {l.label}
        </p>
        <p className="text-muted-foreground">
          {l.detail}{" "}
          {l.ok ? null : (
            <a className="underline" href={`#${l.section}`}>
              Go to {SECTION_WORDS[l.section] ?? l.section}
            </a>
          )}
        </p>
      </div>
    </li>
  );
  return (
    <section aria-labelledby="readiness-heading" className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <h3 id="readiness-heading" className="font-semibold">
        Ready to submit?
      </h3>
      <p role="status" className={readiness.ready ? "text-emerald-800" : "text-destructive"}>
        {readiness.ready
          ? "Ready: submit to lenders the owner approved."
          : `Not ready: ${enforced.filter((l) => !l.ok).length} of ${enforced.length} checks outstanding.`}
      </p>
      <ul className="grid gap-2" aria-label="Checked at submission">
        {enforced.map(line)}
      </ul>
      <p className="text-xs font-medium text-muted-foreground">Also on file (not checked at submission)</p>
      <ul className="grid gap-2" aria-label="Also on file">
        {advisory.map(line)}
      </ul>
    </section>
  );
}

const SECTION_WORDS: Record<string, string> = {
  overview: "Overview",
  application: "Full application",
  documents: "Documents",
  offers: "Lenders and offers",
  assessment: "Assessment",
};
