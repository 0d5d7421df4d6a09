"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { DraftView } from "@/lib/applications/drafts";
import { submitJson } from "@/lib/http/send-json";
import { isValidEmail } from "@/lib/validation/contact-rules";
import type { WizardValues } from "./wizard-values";

/** A pause in typing this long saves the draft (ADR 014). */
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;
export const EMAIL_LINK_LABEL = "E-mail me a link to continue";

async function put(step: number, values: WizardValues): Promise<DraftView | null> {
  // The draft schema (and zod) load with the first save, not with the page (ADR 035).
  const { draftableAnswers } = await import("@/lib/applications/draft-schema");
  const answers = draftableAnswers(values as unknown as Record<string, unknown>);
  const sent = await submitJson<{ draft: DraftView }>("/api/applications/draft", { step, answers }, "PUT");
  return sent.ok ? (sent.data.draft ?? null) : null;
}

/**
 * The wizard's server-side draft: saved (debounced) from the first answer on, never after the
 * submission, and 'E-mail me a link to continue' once an e-mail address is known. Session storage
 * still restores a reload of the same tab; the server draft restores everything else.
 */
export function useServerDraft({
  enabled,
  initial,
  ready,
  step,
  values,
  onSaved,
}: {
  /** Told the draft's id after each save (session storage records which draft its answers belong to). */
  onSaved: (id: string) => void;
  enabled: boolean;
  initial: DraftView | null;
  ready: boolean;
  step: number;
  values: WizardValues;
}) {
  const [emailKnown, setEmailKnown] = useState(initial?.emailKnown ?? false);
  const [sending, setSending] = useState(false);
  const first = useRef<string | null>(null);
  const started = useRef(!!initial);
  const paused = useRef(false);
  const latest = useRef({ step, values });
  useEffect(() => {
    latest.current = { step, values };
  }, [step, values]);

  const saveNow = useCallback(async () => {
    if (paused.current) return;
    const draft = await put(latest.current.step, latest.current.values).catch(() => null);
    if (!draft) return;
    onSaved(draft.id);
    setEmailKnown(draft.emailKnown);
  }, [onSaved]);

  useEffect(() => {
    if (!enabled || !ready || step >= 11) return;
    const snapshot = JSON.stringify({ step, values });
    first.current ??= snapshot;
    // From the first answer: opening the wizard and looking saves nothing.
    if (!started.current && snapshot === first.current) return;
    started.current = true;
    const t = setTimeout(() => void saveNow(), DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [enabled, ready, step, values, saveNow]);

  /** Around the submission: no save may re-create the draft the server deletes on success. */
  const pause = useCallback((on: boolean) => {
    paused.current = on;
  }, []);

  async function emailLink() {
    setSending(true);
    try {
      started.current = true;
      await saveNow(); // the server must know the address before it can send to it
      const res = await fetch("/api/applications/draft/link", { method: "POST", credentials: "include" });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (res.ok) toast.success(body.message ?? "Link sent");
      else toast.error(body.message ?? `${res.status}: ${res.statusText}`);
    } catch {
      toast.error("We couldn't send the link. Please try again.");
    } finally {
      setSending(false);
    }
  }

  const canEmail = enabled && step <= 10 && step !== 8 && (emailKnown || isValidEmail(values.email.trim()));
  return { canEmail, sending, emailLink, pause };
}
