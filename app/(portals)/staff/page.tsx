export const metadata = { title: "Staff Portal" };

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Staff Portal</h1>
    </main>
  );
}
