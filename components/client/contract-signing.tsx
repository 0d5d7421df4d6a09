"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useZodForm } from "@/components/ui/use-zod-form";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { SIGNING_CONSENT_TEXT } from "@/lib/contracts/schema";
import { submitJson } from "@/lib/http/send-json";
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
      {contract.status === "awaiting_lender" ? (
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
  const form = useZodForm(() => import("@/lib/contracts/schema").then((m) => m.signContractSchema), {
    fullName: "",
    consent: false as unknown as true,
  });
  const { register, formState, setError } = form;
  const nameError = formState.errors.fullName?.message;
  const consentError = formState.errors.consent?.message;
  const submit = form.handleSubmit(async (values) => {
    const result = await submitJson(`/api/contracts/${contractId}/sign`, values);
    if (!result.ok) {
      for (const [k, msgs] of Object.entries(result.fields))
        setError(k as "fullName" | "consent", { message: msgs[0] });
      toast.error("Could not sign the contract", { description: result.message });
      return;
    }
    toast.success("Contract signed", { description: "Your application is approved." });
    onSigned();
  });
  return (
    <ScriptForm className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id="sign-full-name" label="Your full name" hint={NAME_HINT} error={nameError} required>
        <Input
          id="sign-full-name"
          autoComplete="name"
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
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Signing..." : "Sign the contract"}
      </Button>
    </ScriptForm>
  );
}
