import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MatchPreview } from "@/lib/applications/preview";
import { formatAud } from "@/lib/money/format";

function summary(preview: MatchPreview | null) {
  if (!preview) return "Your matches are ready.";
  if (preview.matchedLenders > 0)
    return `${preview.matchedLenders} of our ${preview.panelSize} lenders match your profile.`;
  return `None of our ${preview.panelSize} lenders match these answers yet. Unlock your quotes to see why and what would help.`;
}

/** Step 9: how many lenders match and the top three's 'Up to' amounts, names locked. */
export function TeaserStep({ preview, onUnlock }: { preview: MatchPreview | null; onUnlock: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-center text-lg">{summary(preview)}</p>
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
      <Button onClick={onUnlock}>Unlock My Quotes</Button>
    </div>
  );
}
