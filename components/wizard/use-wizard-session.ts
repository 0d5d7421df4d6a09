"use client";
import { useEffect, useRef, useState } from "react";
import { takeWizardPrefill } from "@/lib/applications/prefill";
import { ANSWERS_KEY, REFERRAL_COOKIE } from "./steps-data";
import { WIZARD_DEFAULTS, type WizardValues } from "./wizard-values";

interface Saved {
  step: number;
  answers: Partial<WizardValues>;
  key: string;
  leadId?: string;
}

function readSaved(): Saved | null {
  try {
    return JSON.parse(sessionStorage.getItem(ANSWERS_KEY) ?? "null") as Saved | null;
  } catch {
    return null;
  }
}

/** Remembers a ?ref= partner code for 30 days, so the submission credits the partner. */
function rememberReferral(params: URLSearchParams) {
  const ref = params.get("ref");
  if (ref && /^[A-Za-z0-9_-]{2,40}$/.test(ref))
    document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(ref.toUpperCase())}; Max-Age=${30 * 86400}; Path=/; SameSite=Lax`;
}

/**
 * Reload-safe answers: restores the saved answers and step (never 8 or 12, which only make sense
 * right after what led to them), applies the landing/lead prefill once, keeps the idempotency key
 * and the lead across reloads, and saves every change to session storage.
 */
export function useWizardSession({
  step,
  values,
  restore,
}: {
  step: number;
  values: WizardValues;
  restore: (values: WizardValues, step: number | null) => void;
}) {
  const [ready, setReady] = useState(false);
  const idempotencyKey = useRef("");
  const leadId = useRef<string | undefined>(undefined);

  useEffect(() => {
    // After the first paint: the server rendered 'Loading...' and knows nothing of session storage.
    const t = setTimeout(() => {
      const saved = readSaved();
      const prefill = takeWizardPrefill(sessionStorage);
      const answers = { ...WIZARD_DEFAULTS, ...saved?.answers, ...prefill?.answers };
      leadId.current = prefill ? prefill.leadId : saved?.leadId;
      idempotencyKey.current = saved?.key ?? crypto.randomUUID();
      restore(answers, saved?.step && saved.step < 12 && saved.step !== 8 ? saved.step : null);
      const params = new URLSearchParams(window.location.search);
      rememberReferral(params);
      if (params.get("lead")) leadId.current = params.get("lead") ?? undefined;
      setReady(true);
    }, 0);
    return () => clearTimeout(t);
  }, [restore]);

  useEffect(() => {
    if (!ready) return;
    const saved: Saved = { step, answers: values, key: idempotencyKey.current, leadId: leadId.current };
    sessionStorage.setItem(ANSWERS_KEY, JSON.stringify(saved));
  }, [values, step, ready]);

  function forget() {
    sessionStorage.removeItem(ANSWERS_KEY);
    idempotencyKey.current = crypto.randomUUID();
  }

  return { ready, idempotencyKey, leadId, forget };
}
