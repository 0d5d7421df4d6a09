import { cookies } from "next/headers";
import Link from "next/link";
import { ConfirmHeldForm, HeldConfirmed } from "@/components/wizard/confirm-held-form";
import { SiteHeader } from "@/components/site/site-header";
import {
  CONFIRM_LINK_INVALID,
  CONFIRMED_COOKIE,
  confirmedFrom,
  pendingPreview,
  PENDING_TTL_DAYS,
} from "@/lib/applications";
import { formatAud } from "@/lib/money/client";

export const metadata = { title: "Confirm your application", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The e-mailed link for an application held until the address owner confirms it (opening it changes nothing). */
export default async function ConfirmApplicationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const held = token ? await pendingPreview(token) : null;
  // Just confirmed here (the form's action set it; the token is used now): say so, not 'expired'.
  const confirmed = held || !token ? null : confirmedFrom((await cookies()).get(CONFIRMED_COOKIE)?.value, token);
  return (
    <>
      <SiteHeader user={null} />
      <main id="main" className="mx-auto grid max-w-xl gap-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Confirm your application</h1>
        {held ? (
          <>
            {held.preparedByPartner ? (
              <p>
                {held.partnerName}, your partner broker, prepared this application for you using{" "}
                <strong>{held.email}</strong>. If you asked them to, agree to the soft credit check and add it to your
                account; until then it is not submitted and nobody works on it.
              </p>
            ) : (
              <p>
                Someone applied using <strong>{held.email}</strong>. If it was you, add it to your account; until then
                it is not in your portal and nobody works on it.
              </p>
            )}
            <dl className="grid grid-cols-2 gap-2 rounded-lg border border-border p-4 text-sm">
              <dt className="text-muted-foreground">Application</dt>
              <dd className="font-mono">{held.number}</dd>
              <dt className="text-muted-foreground">Business</dt>
              <dd>{held.businessName}</dd>
              <dt className="text-muted-foreground">Amount</dt>
              <dd>{formatAud(held.amount)}</dd>
              <dt className="text-muted-foreground">Term</dt>
              <dd>{held.termMonths} months</dd>
              {held.partnerName ? (
                <>
                  <dt className="text-muted-foreground">{held.preparedByPartner ? "Prepared by" : "Referred by"}</dt>
                  <dd>{held.partnerName}</dd>
                </>
              ) : null}
            </dl>
            {held.partnerName ? (
              <p className="text-sm">
                Once added, {held.partnerName}, the partner broker who referred it, can see this application, its status
                and its messages.
              </p>
            ) : null}
            <ConfirmHeldForm token={token} />
            <p className="text-sm text-muted-foreground">
              If it was not you, close this page: nothing is added to your account, and the application is deleted{" "}
              {PENDING_TTL_DAYS} days after it was made.
            </p>
          </>
        ) : confirmed ? (
          <HeldConfirmed applicationNumber={confirmed} />
        ) : (
          <>
            <p>{CONFIRM_LINK_INVALID}</p>
            <Link href="/signin" className="text-sm underline">
              Sign in
            </Link>
          </>
        )}
      </main>
    </>
  );
}
