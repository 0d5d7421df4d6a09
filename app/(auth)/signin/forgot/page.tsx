import { ForgotForm } from "../reset-forms";

export const metadata = { title: "Reset your password", robots: { index: false } };
export const dynamic = "force-dynamic";

export default function ForgotPage() {
  return (
    <>
      <h1 className="text-3xl font-bold">Reset your password</h1>
      <ForgotForm />
    </>
  );
}
