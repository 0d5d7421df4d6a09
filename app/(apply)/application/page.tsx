import { cookies } from "next/headers";
import { Wizard } from "@/components/wizard/wizard";
import { loadDraft } from "@/lib/applications/drafts";
import { DRAFT_COOKIE, looksLikeDraftToken } from "@/lib/applications/draft-token";
import { getVerifiedUser } from "@/lib/auth/session";
import { devLoginsEnabled } from "@/lib/env";

export const metadata = {
  title: "Apply for business funding",
  description: "One application, matched to 20+ Australian lenders. Takes less than 30 seconds to complete.",
};
export const dynamic = "force-dynamic";

/** The wizard, restored from this browser's server draft (its cookie) when there is one (ADR 014). */
export default async function ApplicationPage() {
  const value = (await cookies()).get(DRAFT_COOKIE)?.value;
  const cookieToken = looksLikeDraftToken(value) ? value : null;
  const draft = await loadDraft({ user: await getVerifiedUser(), cookieToken });
  return <Wizard demoMode={devLoginsEnabled()} draft={draft} />;
}
