"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConsentNotice } from "./consent-notice";

/** The address owner's decision on a held application: a button press (POST), never the link's GET. */
export function ConfirmHeldForm({ token }: { token: string }) {
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/applications/confirm", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token, consentSoftCheck: consent }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        applicationNumber?: string;
        message?: string;
        fields?: Record<string, string[]>;
      };
      if (!res.ok)
        throw new Error(
          (body.fields ? Object.values(body.fields)[0]?.[0] : undefined) ??
            body.message ??
            `${res.status}: ${res.statusText}`,
        );
      setDone(body.applicationNumber ?? "");
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (done !== null) {
    return (
      <div role="status" className="grid gap-3">
        <p>
          Application <strong className="font-mono">{done}</strong> is now in your account. We&apos;ve e-mailed you a
          sign-in link.
        </p>
        <Button asChild>
          <Link href="/client">Go to my portal</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
      aria-label="Add this application to my account"
    >
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <ConsentNotice />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!consent || busy}>
        {busy ? "Adding..." : "Add to my account"}
      </Button>
    </form>
  );
}
