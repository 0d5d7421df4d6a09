"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { can } from "@/lib/auth/client";
import { secureCookies } from "@/lib/env";
import { formAction, type FormResult } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { draftableAnswers } from "./draft-schema";
import { DRAFT_COOKIE, DRAFT_TTL_DAYS, looksLikeDraftToken } from "./draft-token";
import { cookieDraft, draftView, saveDraft } from "./drafts";
import { assessmentFormSchema } from "./prefill";

/**
 * The landing's free assessment (ADR 055): what it collects becomes this browser's wizard draft (its
 * answers over the draft's own, ADR 014), and the browser goes on to the wizard, which restores it.
 * It works without JavaScript: the form POSTs here, the draft cookie is set with the redirect.
 */
export const startFromAssessment = keepTyped<TypedResult>(
  formAction<ReturnType<typeof assessmentFormSchema.parse>, FormResult, false>(
    assessmentFormSchema,
    async (prefill, { user, ip }) => {
      // Team members and partners do not apply (no drafts): they are only shown the wizard.
      if (!user || can(user, "create:application")) {
        const jar = await cookies();
        const value = jar.get(DRAFT_COOKIE)?.value;
        const caller = { user, cookieToken: looksLikeDraftToken(value) ? value : null, ip };
        const row = await cookieDraft(caller);
        const existing = row ? draftView(row) : null;
        const answers = { ...existing?.answers, ...draftableAnswers(prefill) };
        const { cookieToken } = await saveDraft(caller, { step: existing?.step ?? 1, answers });
        if (cookieToken)
          jar.set(DRAFT_COOKIE, cookieToken, {
            path: "/",
            maxAge: DRAFT_TTL_DAYS * 86_400,
            httpOnly: true,
            sameSite: "lax",
            secure: secureCookies(),
          });
      }
      redirect("/application");
    },
    { auth: false, limits: [{ name: "draft-save", limit: 300, windowSeconds: 600 }] },
  ),
);
