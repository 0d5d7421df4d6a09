export const metadata = { title: "Apply for business finance" };

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Apply for business finance</h1>
    </main>
  );
}
