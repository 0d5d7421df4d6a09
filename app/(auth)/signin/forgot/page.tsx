import { SiteHeader } from "@/components/site/site-header";
import { ForgotForm } from "../reset-forms";

export const metadata = { title: "Reset your password", robots: { index: false } };
export const dynamic = "force-dynamic";

export default function ForgotPage() {
  return (
    <>
      <SiteHeader user={null} />
      <main id="main" className="mx-auto grid max-w-md gap-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Reset your password</h1>
        <ForgotForm />
      </main>
    </>
  );
}
