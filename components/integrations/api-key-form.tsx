"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createApiKeyAction, type IntegrationFormState } from "@/lib/partner-api/actions";
import { API_SCOPES, SCOPE_LABELS } from "@/lib/partner-api/scopes";
import { ShownOnce } from "./shown-once";

const schemas = () => import("@/lib/partner-api/schema");

/** 'Create an API key': a name and its permissions; the key is shown once in the answer. */
export function ApiKeyForm() {
  const router = useRouter();
  const af = useActionForm({
    action: createApiKeyAction,
    schema: () => schemas().then((m) => m.apiKeyCreateSchema) as never,
    defaults: { name: "", scopes: [...API_SCOPES] } as never,
    say: (s: IntegrationFormState) =>
      s.secret
        ? { kind: "success", title: "API key created", description: s.done, toast: false }
        : s.error
          ? { kind: "error", title: "No key was created", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  const nameError = af.error("name" as never);
  const scopeError = af.error("scopes" as never);
  return (
    <form {...af.formProps} aria-label="Create an API key" className="grid gap-4">
      <ActionNotice notice={af.notice} />
      <ShownOnce label={af.state.done ?? "Your new API key"} secret={af.state.secret} />
      <FormField id="api-key-name" label="Name" error={nameError} required hint="For example the CRM that will use it.">
        <Input
          id="api-key-name"
          defaultValue={af.typed("name")}
          aria-invalid={!!nameError}
          aria-describedby={describedBy("api-key-name", { error: nameError, hint: "yes" })}
          {...af.form.register("name" as never)}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={scopeError ? "api-key-scopes-error" : undefined}>
        <legend className="text-sm font-medium">Permissions</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={scope} defaultChecked {...af.form.register("scopes" as never)} />
            <span>
              <code>{scope}</code> · {SCOPE_LABELS[scope]}
            </span>
          </label>
        ))}
        {scopeError ? (
          <p id="api-key-scopes-error" className="text-sm text-destructive">
            {scopeError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={af.pending} className="justify-self-start">
        Create API key
      </Button>
    </form>
  );
}
