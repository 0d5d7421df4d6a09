"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { ChecklistList } from "@/components/documents/checklist-list";
import { Button } from "@/components/ui/button";
import { withdrawApplicationAction, type WithdrawFormState } from "@/lib/applications/withdraw-actions";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import type { ApplicationOffers, ContractView } from "@/lib/offers/queries";
import { ContractSigning } from "../contract-signing";
import { OffersComparison } from "../offers-comparison";

// The interactive parts of the client's workspace (components/client/workspace/client-workspace.tsx,
// a server component): each saves through its own route or action, then the page is read again.
const DocumentUpload = dynamic(() => import("../document-upload").then((m) => m.DocumentUpload));

export function WorkspaceChecklist({ checklist }: { checklist: ChecklistView }) {
  const router = useRouter();
  return <ChecklistList checklist={checklist} onChanged={() => router.refresh()} />;
}

export function WorkspaceUpload({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  return <DocumentUpload applicationId={applicationId} onUploaded={() => router.refresh()} />;
}

export function WorkspaceOffers({ data }: { data: ApplicationOffers }) {
  const router = useRouter();
  return <OffersComparison data={data} onChanged={() => router.refresh()} />;
}

export function WorkspaceContract({ contract, lenderName }: { contract: ContractView; lenderName: string }) {
  const router = useRouter();
  return <ContractSigning contract={contract} lenderName={lenderName} onSigned={() => router.refresh()} />;
}

/**
 * Withdrawing, confirmed in place: the question opens under its button (a disclosure, so it works
 * without JavaScript) and the form posts to the server action.
 */
export function WithdrawApplication({ applicationId, number }: { applicationId: string; number: string }) {
  const router = useRouter();
  const af = useActionForm({
    action: withdrawApplicationAction,
    schema: () => import("@/lib/applications/withdraw-schema").then((m) => m.withdrawApplicationSchema),
    defaults: { applicationId },
    say: (s: WithdrawFormState) =>
      s.withdrawn
        ? { kind: "success", title: "Application withdrawn", description: `${number} has been withdrawn.` }
        : s.error
          ? { kind: "error", title: "Error", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Withdraw application</summary>
      <form {...af.formProps} aria-label={`Withdraw ${number}`} className="mt-2 grid gap-2">
        <ActionNotice notice={af.notice} />
        <input type="hidden" value={applicationId} {...af.form.register("applicationId")} />
        <p>We will stop working on this application and tell the lenders. You can apply again at any time.</p>
        <div>
          <Button type="submit" variant="destructive" disabled={af.pending}>
            Yes, withdraw {number}
          </Button>
        </div>
      </form>
    </details>
  );
}
