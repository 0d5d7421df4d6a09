"use client";
import { useEffect, useRef, useState } from "react";
import type { DraftView } from "@/lib/applications/drafts";
import { amountFromSearch } from "@/lib/applications/apply-href";
import { WIZARD_PREFILL_KEY } from "@/lib/applications/prefill-key";
import { ANSWERS_KEY, REFERRAL_COOKIE } from "./steps-data";
import { WIZARD_DEFAULTS, type WizardValues } from "./wizard-values";

interface Saved {
  step: number;
  answers: Partial<WizardValues>;
  key: string;
  leadId?: string;
  /** The server draft these answers belong to, once saved there. */
  draftId?: string | null;
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

/** An apply link's amount (`?amount=`), applied once: it leaves the address so a reload keeps the slider's value. */
function takeAmountFromUrl(params: URLSearchParams): number | undefined {
  const amount = amountFromSearch(params);
  if (!params.has("amount")) return amount;
  const url = new URL(window.location.href);
  url.searchParams.delete("amount");
  window.history.replaceState(window.history.state, "", url);
  return amount;
}

/**
 * Which saved state to restore: this tab's own (a reload, fresher than the debounced server save)
 * when it belongs to the server draft or there is none; otherwise the server draft (another device
 * or tab, the e-mailed link, the portal's 'Continue application').
 */
function pickSaved(saved: Saved | null, draft: DraftView | null | undefined): Saved | null {
  if (!draft || (saved && saved.draftId === draft.id)) return saved;
  return {
    step: draft.step,
    answers: draft.answers as Partial<WizardValues>,
    key: saved?.key ?? "",
    draftId: draft.id,
  };
}

/**
 * The step a restored wizard opens at: the saved one (never 8 or 12, which only make sense right after
 * what led to them), or an earlier one the address asks for (`/application?step=7`), so an answer can
 * always be gone back to (issue #37); a later one is not skipped to.
 */
export function openingStep(saved: number | undefined, params: URLSearchParams): number | null {
  const step = saved && saved < 12 ? (saved === 8 ? 7 : saved) : null;
  const asked = Number(params.get("step"));
  if (step && Number.isInteger(asked) && asked >= 1 && asked < step && asked !== 8) return asked;
  return step;
}

/**
 * Reload-safe answers: restores the saved answers and step (never 8 or 12, which only make sense
 * right after what led to them), from this tab or the server draft, applies the landing/lead
 * prefill once, keeps the idempotency key and the lead across reloads, and saves every change to
 * session storage.
 */
export function useWizardSession({
  step,
  values,
  restore,
  draft,
  draftId,
}: {
  step: number;
  values: WizardValues;
  restore: (values: WizardValues, step: number | null) => void;
  draft?: DraftView | null;
  draftId?: string | null;
}) {
  const [ready, setReady] = useState(false);
  // The address's `?step=` as the page opened, before the wizard writes its own step there.
  const [opened] = useState(() =>
    typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search),
  );
  const idempotencyKey = useRef("");
  const leadId = useRef<string | undefined>(undefined);

  useEffect(() => {
    // After the first paint: the server rendered 'Loading...' and knows nothing of session storage.
    let live = true;
    const t = setTimeout(async () => {
      const saved = pickSaved(readSaved(), draft);
      // A prefill is rare (the landing's assessment, a broker's lead): its schema, and zod, load only then.
      const prefill =
        sessionStorage.getItem(WIZARD_PREFILL_KEY) === null
          ? null
          : (await import("@/lib/applications/prefill")).takeWizardPrefill(sessionStorage);
      if (!live) return;
      const params = new URLSearchParams(window.location.search);
      const amount = takeAmountFromUrl(params);
      const answers = { ...WIZARD_DEFAULTS, ...saved?.answers, ...prefill?.answers, ...(amount ? { amount } : {}) };
      leadId.current = prefill ? prefill.leadId : saved?.leadId;
      idempotencyKey.current = saved?.key || crypto.randomUUID();
      restore(answers, openingStep(saved?.step, opened));
      rememberReferral(params);
      if (params.get("lead")) leadId.current = params.get("lead") ?? undefined;
      setReady(true);
    }, 0);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [restore, draft, opened]);

  useEffect(() => {
    if (!ready) return;
    const saved: Saved = {
      step,
      answers: values,
      key: idempotencyKey.current,
      leadId: leadId.current,
      draftId,
    };
    sessionStorage.setItem(ANSWERS_KEY, JSON.stringify(saved));
  }, [values, step, ready, draftId]);

  function forget() {
    sessionStorage.removeItem(ANSWERS_KEY);
    idempotencyKey.current = crypto.randomUUID();
  }

  return { ready, idempotencyKey, leadId, forget };
}
