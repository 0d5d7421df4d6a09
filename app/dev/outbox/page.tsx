import { notFound } from "next/navigation";
import { devLoginsEnabled } from "@/lib/env";
import { recentOutbox } from "@/lib/mail";
import { formatDateTime } from "@/lib/money/client";

export const metadata = { title: "Outbox (development)", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Development only: the e-mails the app would have sent (no SMTP configured). */
export default async function Outbox() {
  if (!devLoginsEnabled()) notFound();
  const mails = await recentOutbox();
  return (
    <main id="main" className="mx-auto grid max-w-4xl gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="text-muted-foreground">Development only: e-mails written to the outbox, newest first.</p>
      {mails.length === 0 ? <p>No e-mails yet.</p> : null}
      <ul className="grid gap-3">
        {mails.map((m) => (
          <li key={m.id} className="rounded-lg border border-border p-4" data-testid="outbox-mail">
            <p className="text-sm text-muted-foreground">
              {formatDateTime(m.createdAt)} · to <span data-testid="outbox-to">{m.to}</span>
            </p>
            <h2 className="font-semibold">{m.subject}</h2>
            <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{m.text}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
