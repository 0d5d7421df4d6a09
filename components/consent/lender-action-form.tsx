"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { ownerLenderFormAction, requestConsentFormAction, type LenderFormState } from "@/lib/consent/actions";

const schemas = () => import("@/lib/consent/schema");

type OwnerAction = "approve" | "remove" | "withdraw" | "delete-data";

const DONE: Record<OwnerAction, string> = {
  approve: "Lender approved",
  remove: "Lender removed",
  withdraw: "Lender withdrawn",
  "delete-data": "Deletion requested",
};

/**
 * One answer in the owner's lender list as its own small form (ADR 055): approve, remove, withdraw
 * or ask for deletion. Posts to the server action without JavaScript.
 */
export function OwnerLenderForm({
  applicationId,
  lenderId,
  action,
  label,
  variant = "outline",
}: {
  applicationId: string;
  lenderId?: string;
  action: OwnerAction;
  label: string;
  variant?: "outline" | "default" | "destructive";
}) {
  const router = useRouter();
  const af = useActionForm({
    action: ownerLenderFormAction,
    schema: () => schemas().then((m) => m.ownerLenderSchema),
    defaults: { action, applicationId, ...(lenderId ? { lenderId } : {}) } as never,
    say: (s: LenderFormState): Notice | null =>
      s.done
        ? { kind: "success", title: DONE[action] }
        : s.error
          ? { kind: "error", title: "Nothing was recorded", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label={label} className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" {...af.form.register("action" as never)} value={action} />
      <input type="hidden" {...af.form.register("applicationId" as never)} value={applicationId} />
      {lenderId ? <input type="hidden" {...af.form.register("lenderId" as never)} value={lenderId} /> : null}
      <div>
        <Button type="submit" size="sm" variant={variant} disabled={af.pending}>
          {label}
        </Button>
      </div>
    </form>
  );
}

/** A referring broker asks the owner to answer the lenders waiting for them. */
export function RequestConsentForm({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const af = useActionForm({
    action: requestConsentFormAction,
    schema: () => schemas().then((m) => m.requestConsentSchema),
    defaults: { applicationId },
    say: (s: LenderFormState): Notice | null =>
      s.done
        ? { kind: "success", title: "Request sent", description: "We e-mailed the client to choose their lenders." }
        : s.error
          ? { kind: "error", title: "Not sent", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <form {...af.formProps} aria-label="Ask the client to choose lenders" className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" {...af.form.register("applicationId")} value={applicationId} />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={af.pending}>
          Ask the client to choose lenders
        </Button>
      </div>
    </form>
  );
}
