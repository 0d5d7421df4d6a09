"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import {
  connectBankAction,
  recheckIdentityAction,
  recordConsentAction,
  type CheckFormState,
} from "@/lib/checks/actions";

const schemas = () => import("@/lib/checks/schema");

/** 'Connect your bank' (ADR 055): posts to the server action, which sends the browser to the intermediary. */
export function ConnectBankForm({ applicationId }: { applicationId: string }) {
  const af = useActionForm({
    action: connectBankAction,
    schema: () => schemas().then((m) => m.connectBankSchema),
    defaults: { applicationId },
    say: (s: CheckFormState) => (s.error ? { kind: "error", title: "Could not connect", description: s.error } : null),
    onDone: (s) => {
      if (s.redirectUrl) window.location.assign(s.redirectUrl);
    },
  });
  return (
    <form {...af.formProps} aria-label="Connect your bank">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={applicationId} {...af.form.register("applicationId")} />
      <Button type="submit" disabled={af.pending}>
        Connect your bank
      </Button>
    </form>
  );
}

/** One person's consent to the checks about them, recorded by the owner on their behalf. */
export function ConsentForm({
  applicationId,
  subject,
  name,
}: {
  applicationId: string;
  subject: string;
  name: string;
}) {
  const router = useRouter();
  const af = useActionForm({
    action: recordConsentAction,
    schema: () => schemas().then((m) => m.consentSchema),
    defaults: { applicationId, subject },
    say: (s: CheckFormState) =>
      s.recorded
        ? { kind: "success", title: "Consent recorded", description: `The checks about ${name} are on their way.` }
        : s.error
          ? { kind: "error", title: "Consent not recorded", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  const id = `agree-${subject.replace(/[^a-z0-9]/gi, "")}`;
  const error = af.error("agree");
  return (
    <form {...af.formProps} aria-label={`Consent for ${name}`} className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={applicationId} {...af.form.register("applicationId")} />
      <input type="hidden" value={subject} {...af.form.register("subject")} />
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          value="on"
          className="mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...af.form.register("agree")}
        />
        <label htmlFor={id}>
          {name} has read our privacy and credit reporting notice and agrees to the checks listed for them.
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm" disabled={af.pending} className="justify-self-start">
        Record consent
      </Button>
    </form>
  );
}

/** 'Check again': runs a failed identity check again once the owner corrected the details. */
export function RecheckForm({
  applicationId,
  checkId,
  name,
}: {
  applicationId: string;
  checkId: string;
  name: string;
}) {
  const router = useRouter();
  const af = useActionForm({
    action: recheckIdentityAction,
    schema: () => schemas().then((m) => m.recheckSchema),
    defaults: { applicationId, checkId },
    say: (s: CheckFormState) =>
      s.recorded
        ? { kind: "success", title: "Checking again", description: `We are checking ${name}'s identity again.` }
        : s.error
          ? { kind: "error", title: "Not checked again", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label={`Check ${name}'s identity again`}>
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={applicationId} {...af.form.register("applicationId")} />
      <input type="hidden" value={checkId} {...af.form.register("checkId")} />
      <Button type="submit" variant="outline" size="sm" disabled={af.pending}>
        Check again
      </Button>
    </form>
  );
}

/**
 * 'Upload a CSV, OFX or PDF statement'. A multipart POST to the statement route, which answers a
 * form posted without JavaScript with a redirect back here; with JavaScript the answer is shown in
 * place. (A server action cannot carry a statement: actions are capped at 64 kB.)
 */
export function StatementUploadForm({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const [state, setState] = useState<{ kind: "success" | "error"; title: string; description: string } | null>(null);
  const [pending, setPending] = useState(false);
  const action = `/api/applications/${encodeURIComponent(applicationId)}/statements`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get("file");
    if (!(file instanceof File) || !file.name) {
      setState({ kind: "error", title: "No file chosen", description: "Choose a statement file first." });
      return;
    }
    setPending(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        body,
        credentials: "include",
        headers: { Accept: "application/json" },
      });
      const json = (await res.json().catch(() => null)) as {
        ok?: boolean;
        message?: string;
        error?: { message?: string };
      } | null;
      const message = json?.message ?? json?.error?.message ?? `The upload failed (${res.status}).`;
      setState(
        json?.ok
          ? { kind: "success", title: "Statement read", description: message }
          : { kind: "error", title: "Statement not read", description: message },
      );
      form.reset();
      router.refresh();
    } catch {
      setState({
        kind: "error",
        title: "Upload failed",
        description: "The file could not be sent. Check your connection and try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={submit}
      aria-label="Upload a statement"
      className="grid gap-2"
    >
      <ActionNotice notice={state} />
      <label htmlFor={`statement-${applicationId}`} className="text-sm font-medium">
        Statement file (CSV, OFX or PDF from Commonwealth Bank, Westpac, NAB or ANZ; up to 10 MB)
      </label>
      <input id={`statement-${applicationId}`} name="file" type="file" accept=".csv,.ofx,.pdf" className="text-sm" />
      <label htmlFor={`statement-bank-${applicationId}`} className="text-sm font-medium">
        Your bank
      </label>
      <select
        id={`statement-bank-${applicationId}`}
        name="bank"
        defaultValue=""
        className="max-w-xs rounded-md border border-border p-1 text-sm"
      >
        <option value="">Another bank, or not sure</option>
        <option value="CBA">Commonwealth Bank</option>
        <option value="Westpac">Westpac</option>
        <option value="NAB">NAB</option>
        <option value="ANZ">ANZ</option>
      </select>
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
        {pending ? "Reading…" : "Upload statement"}
      </Button>
    </form>
  );
}
