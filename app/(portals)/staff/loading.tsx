import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <main className="mx-auto flex max-w-7xl justify-center px-4 py-24">
      <Spinner label="Loading applications..." showLabel />
    </main>
  );
}
