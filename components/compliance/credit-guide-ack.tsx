"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { acknowledgeCreditGuideAction, type CreditGuideAckState } from "@/lib/auth/credit-guide-actions";
import { CREDIT_GUIDE_ACK_TEXT, CREDIT_GUIDE_VERSION } from "@/lib/marketing/credit-guide";

/**
 * Before anything else in the client portal (ADR 067): the credit guide, delivered and acknowledged
 * by a person whose account someone else prepared, or again when its version changes.
 */
export function CreditGuideAck({ next }: { next: string }) {
  const router = useRouter();
  const af = useActionForm({
    action: acknowledgeCreditGuideAction,
    schema: () => import("@/lib/auth/credit-guide-schema").then((m) => m.creditGuideAckSchema),
    defaults: { version: CREDIT_GUIDE_VERSION },
    say: (s: CreditGuideAckState) =>
      s.acknowledged
        ? { kind: "success", title: "Thank you", description: "Your acknowledgement is recorded." }
        : s.error
          ? { kind: "error", title: "Not recorded", description: s.error }
          : null,
    onDone: () => router.replace(next),
  });
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">Before you continue: our credit guide</h1>
      <p>
        Our{" "}
        <Link href="/credit-guide" className="underline" target="_blank">
          credit guide (version {CREDIT_GUIDE_VERSION})
        </Link>{" "}
        explains who we are, how we and any partner who referred you are paid, and how to complain. Each offer you
        receive shows those amounts in dollars.
      </p>
      <form {...af.formProps} aria-label="Acknowledge the credit guide" className="grid gap-3">
        <ActionNotice notice={af.notice} />
        <input type="hidden" value={CREDIT_GUIDE_VERSION} {...af.form.register("version")} />
        <p className="text-sm">{CREDIT_GUIDE_ACK_TEXT}</p>
        <div>
          <Button type="submit" disabled={af.pending}>
            I have read the credit guide
          </Button>
        </div>
      </form>
    </main>
  );
}
