"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { unhappyComplaintAction, type ComplaintFormState } from "@/lib/complaints/actions";

const schemas = () => import("@/lib/complaints/schema");

/** "I'm not satisfied with this outcome": records it, and the AFCA text shows (ADR 061). */
export function UnhappyForm({ complaintId }: { complaintId: string }) {
  const router = useRouter();
  const af = useActionForm({
    action: unhappyComplaintAction,
    schema: () => schemas().then((m) => m.complaintIdSchema),
    defaults: { complaintId },
    say: (s: ComplaintFormState) =>
      s.sent
        ? {
            kind: "success",
            title: "Thank you for telling us",
            description: "See below how to take your complaint to AFCA.",
          }
        : s.error
          ? { kind: "error", title: "Not recorded", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label="Not satisfied with the outcome">
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={complaintId} {...af.form.register("complaintId")} />
      <Button type="submit" variant="outline" size="sm" disabled={af.pending}>
        I&apos;m not satisfied with this outcome
      </Button>
    </form>
  );
}
