"use client";
import { useEffect, useState } from "react";
import type { MatchPreview } from "@/lib/applications/preview";
import { sendJson } from "@/lib/http/send-json";
import type { WizardValues } from "./wizard-values";

/**
 * While step 8 animates, the server previews the matches that step 9 shows. Step 9 asks again
 * whenever the answers it is shown with differ from the last preview's (an answer edited from the
 * summary, a resumed draft): matching re-runs, so the teaser never shows another answer's quotes.
 */
export function useMatchPreview(step: number, a: WizardValues) {
  const [last, setLast] = useState<{ key: string; preview: MatchPreview | null } | null>(null);
  const answers = {
    purpose: a.purpose,
    amount: a.amount,
    term: a.term,
    monthlyTurnover: a.monthlyTurnover,
    creditProfile: a.creditProfile,
    timeInBusiness: a.timeInBusiness,
    ...(a.industry ? { industry: a.industry } : {}),
  };
  const key = JSON.stringify(answers);
  const active = step === 8 || step === 9;
  useEffect(() => {
    if (!active) return;
    let live = true;
    sendJson("/api/quotes/preview", JSON.parse(key) as Record<string, unknown>)
      .then((r) => (r.ok ? (r.json() as Promise<MatchPreview>) : null))
      .then((preview) => live && setLast({ key, preview }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, key]);
  // A preview of other answers is not shown: 'Your matches are ready.' until this one arrives.
  return last?.key === key ? last.preview : null;
}
