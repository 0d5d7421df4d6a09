import type { Notice } from "@/components/forms/use-action-form";
import type { LenderFormState } from "@/lib/admin/lender-actions";

/** A lender form's answer, in the words the admin page's changes use (a toast; inline without JavaScript). */
export function lenderNotice(state: LenderFormState): Notice | null {
  if (state.saved) return { kind: "success", title: "Saved", description: "The change was saved and audited." };
  if (!state.error) return null;
  const fields = Object.entries(state.fields ?? {});
  return {
    kind: "error",
    title: "Error",
    description: fields.length ? fields.map(([k, v]) => `${k}: ${v[0]}`).join("; ") : state.error,
  };
}
