"use client";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { signContractAction } from "@/lib/contracts/actions";
import { SIGNING_CONSENT_TEXT } from "@/lib/contracts/schema";
import { formatDateTime } from "@/lib/money/format";
import type { ContractView } from "@/lib/offers/queries";

/**
 * Click-to-sign: the client downloads and reads the contract, types their full name and ticks the
 * consent; once signed, the signed copy (with its signature page) is there to download.
 */
export function ContractSigning({
  contract,
  lenderName,
  onSigned,
}: {
  contract: ContractView;
  lenderName: string;
  onSigned: () => void;
}) {
  return (
    <PanelSection id={`contract-${contract.id}`} title="Your loan contract">
      <p className="mt-2 text-sm">
        Your contract, issued by {lenderName}.{" "}
        {contract.documentId ? (
          <a className="underline" href={`/api/documents/${contract.documentId}`}>
            Download the contract (PDF)
          </a>
        ) : null}
      </p>
      {contract.proposalDocumentId ? (
        <p className="text-sm">
          <a className="underline" href={`/api/documents/${contract.proposalDocumentId}`}>
            Credit proposal and offer summary (PDF)
          </a>{" "}
          — the terms and what BizFund and any referring partner are paid.
        </p>
      ) : null}
      <GuarantorList guarantors={contract.guarantors} />
      {contract.status === "void" ? (
        <p className="mt-2 text-sm" role="status">
          Voided: {lenderName} was withdrawn from your application, so this contract and its guarantees can no longer be
          signed.
        </p>
      ) : contract.status === "awaiting_lender" ? (
        <p className="mt-2 text-sm">
          We are waiting for {lenderName} to issue your contract. We will tell you when it is ready to sign.
        </p>
      ) : contract.status === "signed" ? (
        <>
          <FactList
            facts={[
              ["Signed by", contract.signerName ?? "—"],
              ["Signed at", contract.signedAt ? formatDateTime(contract.signedAt) : "—"],
            ]}
          />
          {contract.signedDocumentId ? (
            <a className="text-sm underline" href={`/api/documents/${contract.signedDocumentId}`}>
              Download the signed contract (PDF)
            </a>
          ) : null}
        </>
      ) : (
        <SignForm contractId={contract.id} onSigned={onSigned} />
      )}
    </PanelSection>
  );
}

/** Each director or guarantor signs the guarantee from their own e-mailed link (ADR 067). */
function GuarantorList({ guarantors }: { guarantors: ContractView["guarantors"] }) {
  if (guarantors.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <p className="font-medium">Guarantees</p>
      <ul className="list-disc pl-5">
        {guarantors.map((g, i) => (
          <li key={i}>
            {g.name}:{" "}
            {g.status === "signed" && g.signedAt
              ? `signed ${formatDateTime(g.signedAt)}`
              : g.status === "void"
                ? "no longer needed"
                : "waiting for their signature (we e-mailed them their own link)"}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Only the applicant's name as recorded signs (lib/contracts/signer.ts). */
const NAME_HINT = "As it appears on your application.";

function SignForm({ contractId, onSigned }: { contractId: string; onSigned: () => void }) {
  const af = useActionForm({
    action: signContractAction,
    schema: () => import("@/lib/contracts/schema").then((m) => m.signContractFormSchema),
    defaults: { contractId, fullName: "", consent: false },
    say: (state) =>
      state.signed
        ? { kind: "success", title: "Contract signed", description: "Your application is approved." }
        : state.error
          ? { kind: "error", title: "Could not sign the contract", description: state.error }
          : null,
    onDone: onSigned,
  });
  const { register } = af.form;
  const nameError = af.error("fullName");
  const consentError = af.error("consent");
  return (
    <form {...af.formProps} aria-label="Sign the contract" className="mt-3 grid gap-3">
      <ActionNotice notice={af.notice} />
      <input type="hidden" name="contractId" value={contractId} />
      <FormField id="sign-full-name" label="Your full name" hint={NAME_HINT} error={nameError} required>
        <Input
          id="sign-full-name"
          autoComplete="name"
          defaultValue={af.typed("fullName")}
          aria-invalid={!!nameError}
          aria-describedby={describedBy("sign-full-name", { hint: NAME_HINT, error: nameError })}
          {...register("fullName")}
        />
      </FormField>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm" htmlFor="sign-consent">
          <input
            id="sign-consent"
            type="checkbox"
            value="true"
            defaultChecked={af.typed("consent") === "true"}
            className="mt-1"
            aria-invalid={!!consentError}
            aria-describedby={consentError ? "sign-consent-error" : undefined}
            {...register("consent")}
          />
          <span>{SIGNING_CONSENT_TEXT}</span>
        </label>
        {consentError ? (
          <p id="sign-consent-error" role="alert" className="text-sm text-destructive">
            {consentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={af.pending}>
        {af.pending ? "Signing..." : "Sign the contract"}
      </Button>
    </form>
  );
}
