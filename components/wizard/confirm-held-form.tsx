"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { confirmHeldApplicationSchema } from "@/lib/applications/wizard-schema";
import { jsonBody, refusalText, sendJson, type RefusalBody } from "@/lib/http/send-json";
import { ConsentCheckbox } from "./consent-checkbox";

// The token comes from the link, not from the form; the form holds the consent only.
const consentSchema = confirmHeldApplicationSchema.pick({ consentSoftCheck: true });
type ConsentForm = { consentSoftCheck: boolean };

/** The address owner's decision on a held application: a button press (POST), never the link's GET. */
export function ConfirmHeldForm({ token }: { token: string }) {
  const form = useForm<ConsentForm, unknown, z.output<typeof consentSchema>>({
    // The schema accepts only `true`; the form holds the unticked box too, hence the widened type.
    resolver: zodResolver(consentSchema) as unknown as Resolver<ConsentForm, unknown, z.output<typeof consentSchema>>,
    defaultValues: { consentSoftCheck: false },
  });
  const consent = useWatch({ control: form.control, name: "consentSoftCheck" });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await sendJson("/api/applications/confirm", { token, ...values });
      const body = await jsonBody<RefusalBody & { applicationNumber: string }>(res);
      if (!res.ok) throw new Error(refusalText(res, body));
      setDone(body.applicationNumber ?? "");
    } catch (e) {
      setError((e as Error).message);
    }
  });

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
  const busy = form.formState.isSubmitting;
  return (
    <ScriptForm
      noValidate
      className="grid gap-4"
      onSubmit={(e) => void confirm(e)}
      aria-label="Add this application to my account"
    >
      <ConsentCheckbox control={form.control} name="consentSoftCheck" />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!consent || busy}>
        {busy ? "Adding..." : "Add to my account"}
      </Button>
    </ScriptForm>
  );
}
