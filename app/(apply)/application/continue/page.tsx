import { cookies } from "next/headers";
import { Wizard } from "@/components/wizard/wizard";
import { loadDraft, DRAFT_COOKIE, looksLikeDraftToken } from "@/lib/applications";
import { getVerifiedUser } from "@/lib/auth";
import { WIZARD_METADATA } from "../wizard-metadata";

export const metadata = WIZARD_METADATA;
export const dynamic = "force-dynamic";

/**
 * The wizard, restored from this browser's server draft (its cookie, or the signed-in applicant's own)
 * when there is one (ADR 014). It answers /application for a browser with a draft cookie or a session
 * (proxy.ts, ADR 037); everyone else gets the prerendered wizard.
 */
export default async function ApplicationContinuePage() {
  const value = (await cookies()).get(DRAFT_COOKIE)?.value;
  const cookieToken = looksLikeDraftToken(value) ? value : null;
  const draft = await loadDraft({ user: await getVerifiedUser(), cookieToken });
  return <Wizard draft={draft} />;
}
