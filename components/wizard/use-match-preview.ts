"use client";
import { useEffect, useState } from "react";
import type { MatchPreview } from "@/lib/applications/preview";
import { sendJson } from "@/lib/http/send-json";
import type { WizardValues } from "./wizard-values";

/** While step 8 animates, the server previews the matches that step 9 shows. */
export function useMatchPreview(step: number, a: WizardValues) {
  const [preview, setPreview] = useState<MatchPreview | null>(null);
  useEffect(() => {
    if (step !== 8) return;
    let live = true;
    sendJson("/api/quotes/preview", {
      purpose: a.purpose,
      amount: a.amount,
      term: a.term,
      monthlyTurnover: a.monthlyTurnover,
      creditProfile: a.creditProfile,
      timeInBusiness: a.timeInBusiness,
      ...(a.industry ? { industry: a.industry } : {}),
    })
      .then((r) => (r.ok ? (r.json() as Promise<MatchPreview>) : null))
      .then((p) => live && setPreview(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [step, a.purpose, a.amount, a.term, a.monthlyTurnover, a.creditProfile, a.timeInBusiness, a.industry]);
  return preview;
}
