"use client";
import { useState } from "react";
import { SendCodeForm, SignWithCodeForm } from "@/components/forms/code-signing";
import { sendGuaranteeCodeAction, signGuaranteeAction, type GuaranteeFormState } from "@/lib/contracts/actions";
import { GUARANTEE_CONSENT_TEXT } from "@/lib/contracts/guarantor-schema";

const schemas = () => import("@/lib/contracts/guarantor-schema");

interface Props {
  token: string;
  name: string;
  applicationNumber: string;
  businessName: string;
  lenderName: string;
  sms: boolean;
}

/**
 * The guarantor reads the lender's contract, asks for a one-time code (e-mail, and SMS where a mobile
 * is on file), then types their name as on file, ticks the consent and signs (ADR 055, 067).
 */
export function GuaranteeSigning(props: Props) {
  const [signed, setSigned] = useState(false);
  if (signed)
    return (
      <p role="status" className="rounded-md border border-success p-3 text-success">
        Your guarantee is signed. Thank you, {props.name}. We have recorded it; this link no longer works.
      </p>
    );
  return (
    <div className="grid gap-6">
      <p>
        {props.name}, you are named as a director or guarantor of {props.businessName} on application{" "}
        {props.applicationNumber}. {props.lenderName} has issued the loan contract; its guarantee needs your signature.
      </p>
      <p>
        <a className="underline" href={`/api/guarantees/${props.token}/contract`}>
          Download the contract (PDF)
        </a>
      </p>
      <SendCodeForm
        token={props.token}
        sms={props.sms}
        action={sendGuaranteeCodeAction}
        schema={() => schemas().then((m) => m.guaranteeCodeSchema)}
      />
      <SignWithCodeForm
        token={props.token}
        action={signGuaranteeAction}
        schema={() => schemas().then((m) => m.signGuaranteeSchema)}
        idPrefix="guarantee"
        name="Sign the guarantee"
        confirmText={GUARANTEE_CONSENT_TEXT}
        done={(s: GuaranteeFormState) => !!s.signed}
        success={{
          kind: "success",
          title: "Guarantee signed",
          description: "Thank you. We have recorded your signature.",
        }}
        failureTitle="Not signed"
        onDone={() => setSigned(true)}
      />
    </div>
  );
}
