import { Lock } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MatchPreview } from "@/lib/applications/preview";
import { formatAud } from "@/lib/money/format";

function summary(preview: MatchPreview | null) {
  if (!preview) return "Your matches are ready.";
  if (preview.matchedLenders > 0)
    return `${preview.matchedLenders} of our ${preview.panelSize} lenders match your profile.`;
  return `None of our ${preview.panelSize} lenders match these answers yet.`;
}

/**
 * Step 9: how many lenders match and the top three's 'Up to' amounts, names locked. When none
 * match, why (before any contact details are asked for), and a plain way on.
 */
export function TeaserStep({ preview, onUnlock }: { preview: MatchPreview | null; onUnlock: () => void }) {
  const none = preview?.matchedLenders === 0;
  return (
    <div className="grid gap-4">
      <p className="text-center text-lg">{summary(preview)}</p>
      {none && preview.reasons.length ? (
        <section aria-labelledby="why-no-match" className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
          <h3 id="why-no-match" className="font-semibold">
            Why lenders said no
          </h3>
          <ul className="list-disc pl-5">
            {preview.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p>
            Go back to change your answers, or leave your details and a specialist will look at what would help. Nothing
            is sent to a lender without you.
          </p>
        </section>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {(preview?.top ?? []).map((t, i) => (
          <Card key={i} aria-label={`Locked lender ${i + 1}`}>
            <CardHeader>
              <CardTitle as="h3" className="flex items-center gap-2 text-base">
                <Lock className="size-4" aria-hidden /> Lender {i + 1}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">Up to</p>
              <p className="text-2xl font-bold">{formatAud(t.upToAmount)}</p>
              <p className="text-sm">Decision in {t.speedHours} hrs</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Button onClick={onUnlock}>{none ? "Talk to a specialist" : "Unlock My Quotes"}</Button>
    </div>
  );
}
