"use client";
import { useState } from "react";
import { SendCodeForm, SignWithCodeForm } from "@/components/forms/code-signing";
import {
  giveDirectorConsentAction,
  sendDirectorCodeAction,
  type DirectorConsentFormState,
} from "@/lib/consent/director-actions";
import { DIRECTOR_CONFIRM_TEXT } from "@/lib/consent/director-text";

const schemas = () => import("@/lib/consent/director-schema");

interface Props {
  token: string;
  name: string;
  applicationNumber: string;
  businessName: string;
  lenders: { name: string; enquiry: string; words: string }[];
  text: string;
  textVersion: string;
  sms: boolean;
}

/**
 * A director sees which lenders will check their personal credit and how, asks for a one-time code,
 * then types their name as on file and consents (ADR 055, 083).
 */
export function DirectorConsent(props: Props) {
  const [done, setDone] = useState(false);
  if (done)
    return (
      <p role="status" className="rounded-md border border-success p-3 text-success">
        Your consent is recorded. Thank you, {props.name}. We e-mailed you the receipt; this link no longer works.
      </p>
    );
  return (
    <div className="grid gap-6">
      <p>
        {props.name}, you are named as a director of {props.businessName} on loan application {props.applicationNumber}.
        These lenders check each director&apos;s personal credit file before deciding, and need your own consent first:
      </p>
      <ul aria-label="Lenders that will check your credit" className="grid list-disc gap-1 pl-5 text-sm">
        {props.lenders.map((l) => (
          <li key={l.name}>
            <span className="font-medium">{l.name}</span>: {l.enquiry}, {l.words}.
          </li>
        ))}
      </ul>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">The consent you give (version {props.textVersion})</p>
        <p className="text-muted-foreground">{props.text}</p>
      </div>
      <SendCodeForm
        token={props.token}
        sms={props.sms}
        action={sendDirectorCodeAction}
        schema={() => schemas().then((m) => m.directorCodeSchema)}
      />
      <SignWithCodeForm
        token={props.token}
        action={giveDirectorConsentAction}
        schema={() => schemas().then((m) => m.giveDirectorConsentSchema)}
        idPrefix="director"
        name="Give my consent"
        confirmText={DIRECTOR_CONFIRM_TEXT}
        done={(s: DirectorConsentFormState) => !!s.consented}
        success={{ kind: "success", title: "Consent recorded", description: "Thank you. We e-mailed you the receipt." }}
        failureTitle="Nothing was recorded"
        onDone={() => setDone(true)}
      />
    </div>
  );
}
