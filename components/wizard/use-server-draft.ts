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

const DRAFT_URL = "/api/applications/draft";
type DraftSchemaModule = typeof import("@/lib/applications/draft-schema");

// The draft schema (and zod) load with the first answer, not with the page (ADR 035); once loaded it
// is kept, so a save as the page goes away needs no further download.
let draftSchema: DraftSchemaModule | null = null;
function loadDraftSchema(): Promise<DraftSchemaModule> {
  return import("@/lib/applications/draft-schema").then((m) => (draftSchema = m));
}

function draftBody(step: number, values: WizardValues, schema: DraftSchemaModule) {
  return { step, answers: schema.draftableAnswers(values as unknown as Record<string, unknown>) };
}

async function put(step: number, values: WizardValues): Promise<DraftView | null> {
  const body = draftBody(step, values, draftSchema ?? (await loadDraftSchema()));
  const sent = await submitJson<{ draft: DraftView }>(DRAFT_URL, body, "PUT");
  return sent.ok ? (sent.data.draft ?? null) : null;
}

/**
 * The save sent as the page goes away (tab closed, app switched, navigation): a keepalive request
 * outlives the page, so an answer given a moment before closing is not lost to the one-second wait
 * (issue #37 item 7). The draft cookie rides along; the answer (and a new cookie) is not needed.
 */
export function sendDraftOnLeave(step: number, values: WizardValues): boolean {
  if (!draftSchema) return false;
  void fetch(DRAFT_URL, {
    method: "PUT",
    keepalive: true,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(draftBody(step, values, draftSchema)),
  }).catch(() => undefined);
  return true;
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
  /** The snapshot the server last accepted (or was last sent as the page went away). */
  const sent = useRef<string | null>(null);
  const savedStep = useRef(step);
  useEffect(() => {
    latest.current = { step, values };
  }, [step, values]);

  const saveNow = useCallback(async () => {
    if (paused.current) return;
    const { step: s, values: v } = latest.current;
    const snapshot = JSON.stringify({ step: s, values: v });
    const draft = await put(s, v).catch(() => null);
    if (!draft) return;
    sent.current = snapshot;
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
    if (!draftSchema) void loadDraftSchema().catch(() => undefined);
    // A step change saves at once; typing within a step waits for a pause.
    const stepChanged = savedStep.current !== step;
    savedStep.current = step;
    const t = setTimeout(() => void saveNow(), stepChanged ? 0 : DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [enabled, ready, step, values, saveNow]);

  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      if (!started.current || paused.current || latest.current.step >= 11) return;
      const { step: s, values: v } = latest.current;
      const snapshot = JSON.stringify({ step: s, values: v });
      if (snapshot === sent.current) return;
      if (sendDraftOnLeave(s, v)) sent.current = snapshot;
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [enabled]);

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
