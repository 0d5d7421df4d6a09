import { Progress } from "@/components/ui/progress";
import type { Completeness } from "@/lib/applications/full-application/completeness";
import { PanelSection } from "@/components/portal/panel-section";

/** How complete the application is, and in plain words what is still needed. */
export function CompletenessSummary({ completeness }: { completeness: Completeness }) {
  return (
    <PanelSection
      id="fa-progress"
      title={`${completeness.percent}% complete`}
      level="h2"
      className="grid gap-2 rounded-md border border-border p-4"
    >
      <Progress value={completeness.percent} aria-labelledby="fa-progress" />
      {completeness.missing.length ? (
        <>
          <p className="text-sm">Still needed:</p>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {completeness.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm">Everything we need is here.</p>
      )}
    </PanelSection>
  );
}
