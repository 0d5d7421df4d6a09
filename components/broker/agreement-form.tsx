"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { acceptAgreementAction, type AgreementFormState } from "@/lib/partners/agreement-actions";

const schema = () => import("@/lib/partners/agreement-schema").then((m) => m.acceptAgreementSchema);

/** Accept the partner agreement version shown above the form (ADR 077). */
export function AgreementForm({ version }: { version: string }) {
  const router = useRouter();
  const af = useActionForm({
    action: acceptAgreementAction,
    schema,
    defaults: { version },
    say: (s: AgreementFormState) =>
      s.accepted
        ? { kind: "success", title: "Agreement accepted", description: `You accepted version ${s.accepted}.` }
        : s.error
          ? { kind: "error", title: "Not accepted", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label="Accept the partner agreement" className="grid gap-3">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={version} {...af.form.register("version")} />
      <div>
        <Button type="submit" disabled={af.pending}>
          I accept the partner agreement
        </Button>
      </div>
    </form>
  );
}
