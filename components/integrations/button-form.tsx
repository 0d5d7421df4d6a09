"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import type { IntegrationFormState } from "@/lib/partner-api/actions";
import { ShownOnce } from "./shown-once";

type Field = "keyId" | "endpointId" | "deliveryId";

const schemas = async (field: Field) => {
  if (field === "keyId") return (await import("@/lib/partner-api/schema")).apiKeyIdSchema;
  const m = await import("@/lib/webhooks/schema");
  return field === "endpointId" ? m.endpointIdSchema : m.deliveryIdSchema;
};

/** One button that posts one id to its action: revoke a key, rotate or remove an endpoint, replay a delivery. */
export function ButtonForm({
  action,
  field,
  value,
  label,
  name,
  title,
}: {
  action: (previous: IntegrationFormState, form: FormData) => Promise<IntegrationFormState>;
  field: Field;
  value: string;
  /** The button's text. */
  label: string;
  /** The form's accessible name (which record it acts on). */
  name: string;
  /** The toast's title on success. */
  title: string;
}) {
  const router = useRouter();
  const af = useActionForm({
    action,
    schema: () => schemas(field) as never,
    defaults: { [field]: value } as never,
    say: (s: IntegrationFormState) =>
      s.done && !s.secret
        ? { kind: "success", title, description: s.done }
        : s.error
          ? { kind: "error", title: "Not done", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label={name} className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={value} {...af.form.register(field as never)} />
      <ShownOnce label={af.state.done ?? ""} secret={af.state.secret} />
      <Button type="submit" variant="outline" size="sm" disabled={af.pending}>
        {label}
      </Button>
    </form>
  );
}
