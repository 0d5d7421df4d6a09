"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { IntegrationFormState } from "@/lib/partner-api/actions";
import { createEndpointAction } from "@/lib/webhooks/actions";
import { EVENT_LABELS, WEBHOOK_EVENTS } from "@/lib/webhooks/events";
import { ShownOnce } from "./shown-once";

const schemas = () => import("@/lib/webhooks/schema");

/** 'Add a webhook endpoint': its https address and events; the signing secret is shown once. */
export function EndpointForm() {
  const router = useRouter();
  const af = useActionForm({
    action: createEndpointAction,
    schema: () => schemas().then((m) => m.endpointCreateSchema) as never,
    defaults: { url: "", events: [...WEBHOOK_EVENTS] } as never,
    say: (s: IntegrationFormState) =>
      s.secret
        ? { kind: "success", title: "Endpoint added", description: s.done, toast: false }
        : s.error
          ? { kind: "error", title: "The endpoint was not added", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  const urlError = af.error("url" as never);
  const eventsError = af.error("events" as never);
  return (
    <form {...af.formProps} aria-label="Add a webhook endpoint" className="grid gap-4">
      <ActionNotice notice={af.notice} />
      <ShownOnce label={af.state.done ?? "Signing secret"} secret={af.state.secret} />
      <FormField id="webhook-url" label="Endpoint URL" error={urlError} required hint="https:// on a public address.">
        <Input
          id="webhook-url"
          type="url"
          defaultValue={af.typed("url")}
          aria-invalid={!!urlError}
          aria-describedby={describedBy("webhook-url", { error: urlError, hint: "yes" })}
          {...af.form.register("url" as never)}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={eventsError ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={event} defaultChecked {...af.form.register("events" as never)} />
            <span>
              {EVENT_LABELS[event]} (<code>{event}</code>)
            </span>
          </label>
        ))}
        {eventsError ? (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={af.pending} className="justify-self-start">
        Add endpoint
      </Button>
    </form>
  );
}
