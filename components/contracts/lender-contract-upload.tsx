"use client";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { uploadLenderContractAction, type LenderContractState } from "@/lib/contracts/staff-actions";

/** Staff: the lender has issued its contract; upload it so the client and each guarantor can sign (ADR 067). */
export function LenderContractUpload({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const af = useActionForm({
    action: uploadLenderContractAction,
    schema: () => import("@/lib/contracts/lender-contract-schema").then((m) => m.lenderContractBrowserSchema),
    defaults: { contractId } as never,
    say: (s: LenderContractState) =>
      s.uploaded
        ? { kind: "success", title: "Contract uploaded", description: "The client and each guarantor can sign it now." }
        : s.error
          ? { kind: "error", title: "Not uploaded", description: s.error }
          : null,
    onDone,
  });
  const error = af.error("file" as never);
  return (
    <form
      {...af.formProps}
      encType="multipart/form-data"
      aria-label="Upload the lender's contract"
      className="mt-2 grid gap-2"
    >
      <ActionNotice notice={af.notice} />
      <input type="hidden" value={contractId} {...af.form.register("contractId" as never)} />
      <FormField id="lender-contract-file" label="The lender's contract (PDF)" error={error} required>
        <input
          id="lender-contract-file"
          type="file"
          accept="application/pdf"
          aria-invalid={!!error}
          aria-describedby={describedBy("lender-contract-file", { error })}
          {...af.form.register("file" as never)}
        />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={af.pending}>
          Upload the contract
        </Button>
      </div>
    </form>
  );
}
