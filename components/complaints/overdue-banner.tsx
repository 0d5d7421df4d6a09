import Link from "next/link";

/** The staff queue's banner: complaints past a deadline, linked to the register (ADR 061). */
export function OverdueComplaintsBanner({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div role="status" className="container mx-auto mt-4 px-4">
      <p className="rounded-md border border-destructive p-3 text-sm text-destructive">
        <strong>{count === 1 ? "1 complaint is overdue" : `${count} complaints are overdue`}.</strong>{" "}
        <Link href="/staff/complaints" className="underline">
          Open the complaints register
        </Link>
      </p>
    </div>
  );
}
