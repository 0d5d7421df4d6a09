"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { carryOutDeletionFormAction, type DeletionFormState } from "@/lib/consent/actions";

/**
 * Staff carry out the owner's deletion request (ADR 083): the stored documents, bank data and check
 * results go; what the law requires us to keep stays; the owner is e-mailed both lists. Posts to the
 * server action without JavaScript (ADR 055).
 */
export function CarryOutDeletion({ requestId, onDone }: { requestId: string; onDone?: () => void }) {
  const router = useRouter();
  const af = useActionForm({
    action: carryOutDeletionFormAction,
    schema: () => import("@/lib/consent/schema").then((m) => m.carryOutDeletionSchema),
    defaults: { requestId },
    say: (s: DeletionFormState): Notice | null =>
      s.deleted
        ? {
            kind: "success",
            title: "Deletion carried out",
            description: `${s.deleted.documents} document(s) deleted, ${s.deleted.kept} kept by law; the owner was e-mailed.`,
          }
        : s.error
          ? { kind: "error", title: "Nothing was deleted", description: s.error }
          : null,
    onDone: () => {
      onDone?.();
      router.refresh();
    },
  });
  return (
    <form {...af.formProps} aria-label="Carry out deletion" className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" {...af.form.register("requestId")} value={requestId} />
      <div>
        <Button type="submit" size="sm" variant="destructive" disabled={af.pending}>
          Carry out deletion
        </Button>
      </div>
    </form>
  );
}
