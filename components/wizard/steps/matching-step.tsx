import type { MatchPreview } from "@/lib/applications/preview";
import { PROMISES } from "@/lib/marketing/promises";

/** Step 8: the animation while the server previews the matches (the wizard moves on by itself). */
export function MatchingStep({ preview }: { preview: MatchPreview | null }) {
  return (
    <div className="grid place-items-center gap-4 py-8" role="status">
      <div
        className="size-16 rounded-full border-4 border-primary border-t-transparent motion-safe:animate-spin"
        aria-hidden
      />
      <p>Comparing your profile with {preview?.panelSize ?? PROMISES.lenders} lenders...</p>
    </div>
  );
}
