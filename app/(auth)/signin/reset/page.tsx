import { ResetForm } from "../reset-forms";

export const metadata = { title: "Choose a new password", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ResetPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = (await searchParams).token;
  return (
    <>
      <h1 className="text-3xl font-bold">Choose a new password</h1>
      {typeof token === "string" ? <ResetForm token={token} /> : <p>This reset link is incomplete.</p>}
    </>
  );
}
