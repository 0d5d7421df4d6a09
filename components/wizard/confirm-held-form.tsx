"use client";
import Link from "next/link";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { confirmHeldAction } from "@/lib/applications/pending-actions";
import { ConsentCheckbox } from "./consent-checkbox";

/** What the page says once the held application is in the address owner's account. */
export function HeldConfirmed({ applicationNumber }: { applicationNumber: string }) {
  return (
    <div role="status" className="grid gap-3">
      <p>
        Application <strong className="font-mono">{applicationNumber}</strong> is now in your account. We&apos;ve
        e-mailed you a sign-in link.
      </p>
      <Button asChild>
        <Link href="/client">Go to my portal</Link>
      </Button>
    </div>
  );
}

/**
 * The address owner's decision on a held application: a button press (POST), never the link's GET.
 * On the one form pattern (ADR 055): it posts the link's token and the consent to confirmHeldAction,
 * with or without JavaScript.
 */
export function ConfirmHeldForm({ token }: { token: string }) {
  const af = useActionForm({
    action: confirmHeldAction,
    schema: () => import("@/lib/applications/wizard-schema").then((m) => m.confirmHeldFormSchema),
    defaults: { token, consentSoftCheck: false },
  });
  const consent = useWatch({ control: af.form.control, name: "consentSoftCheck" });

  if (af.state.applicationNumber) return <HeldConfirmed applicationNumber={af.state.applicationNumber} />;
  const busy = af.pending;
  return (
    <form {...af.formProps} className="grid gap-4" aria-label="Add this application to my account">
      {/* The token comes from the link, not from what was typed. */}
      <input type="hidden" name="token" value={token} />
      <ConsentCheckbox control={af.form.control} name="consentSoftCheck" />
      {af.state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {af.state.error}
        </p>
      ) : null}
      {/* Without JavaScript the button always posts (the server asks for the consent). */}
      <Button type="submit" disabled={af.hydrated && (!consent || busy)}>
        {busy ? "Adding..." : "Add to my account"}
      </Button>
    </form>
  );
}
