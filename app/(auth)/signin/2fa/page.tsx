import { redirect } from "next/navigation";
import { mfaStatus, safeCallbackUrl, ROLES_NEEDING_MFA, getSessionUser } from "@/lib/auth";
import { portalFor } from "@/lib/auth/client";
import { MfaPanel } from "./mfa-forms";
import { LogoutForm } from "@/components/site/logout-form";

export const metadata = { title: "Two-factor authentication", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Staff and admin prove a second factor (TOTP or a recovery code) before they reach /staff. */
export default async function MfaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl, "/staff");
  const user = await getSessionUser();
  if (!user) redirect("/signin");
  if (!ROLES_NEEDING_MFA.includes(user.role) || user.mfa) redirect(portalFor(user.role));
  const status = await mfaStatus(user);
  return (
    <>
      <h1 className="text-3xl font-bold">Two-factor authentication</h1>
      <MfaPanel
        enrolment={status.enrolled ? null : { secret: status.secret, qr: status.qr }}
        callbackUrl={callbackUrl}
      />
      <LogoutForm className="justify-self-start text-sm underline">Sign out</LogoutForm>
    </>
  );
}
