import Link from "next/link";
import { safeCallbackUrl } from "@/lib/auth";
import { VerifyLinkForm } from "../sign-in-forms";

export const metadata = { title: "Sign in", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function VerifyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const callbackUrl = safeCallbackUrl(typeof params.callbackUrl === "string" ? params.callbackUrl : "", "/signin");
  return (
    <>
      <h1 className="text-3xl font-bold">Sign in to BizFund</h1>
      {token ? <VerifyLinkForm token={token} callbackUrl={callbackUrl} /> : <p>This sign-in link is incomplete.</p>}
      <Link href="/signin" className="text-sm underline">
        Request a new sign-in link
      </Link>
    </>
  );
}
