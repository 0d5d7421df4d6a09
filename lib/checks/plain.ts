import type { CommercialFile, ConsumerFile } from "@/lib/credit";
import { formatDate } from "@/lib/money/client";
import type { IdentityResult, PpsrResult, ScreeningResult } from "./types";

/**
 * What a business owner is told about each check (issue 33 item 5): which check, about whom, when,
 * with whose consent, and what it found, in plain words. Pure. Another person's credit detail is not
 * repeated (a co-director's defaults are theirs); a failed identity check says what to do next.
 */
export interface CheckRecord {
  id: string;
  kind: string;
  subjectName: string;
  status: string;
  outcome: string | null;
  requestedAt: Date;
  completedAt: Date | null;
  failure: string | null;
  attempts: number;
  consent: { givenAt: Date; noticeVersion: string } | null;
  result: unknown;
}

export interface PlainCheck {
  id: string;
  title: string;
  subjectName: string;
  /** pending | done | attention | failed */
  state: "pending" | "done" | "attention" | "failed";
  when: string;
  consent: string;
  found: string;
  nextStep: string | null;
  /** A failed identity check the owner may run again once the details are corrected. */
  canRecheck: boolean;
}

export const KIND_TITLES: Record<string, string> = {
  commercial_bureau: "Company credit file and ASIC extract",
  ppsr: "Personal Property Securities Register search",
  consumer_bureau: "Personal credit file",
  identity: "Identity check",
  screening: "Politically exposed person and sanctions screen",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The identity check's next step, by what did not match. */
export function identityNextStep(r: IdentityResult, name: string): string {
  if (!r.matches.document)
    return `We could not confirm ${name}'s driver licence. Check the licence number and state in the full application (they must be exactly as printed on the card), save it, then choose 'Check again'. If it is right, upload a copy of the licence or passport in Documents and our team will verify it by hand.`;
  return `${name}'s licence was found, but the name or date of birth did not match it. Correct them in the full application to read exactly as on the licence (then give their consent again, as the details changed), or upload a copy of the licence in Documents.`;
}

function found(c: CheckRecord): { text: string; state: PlainCheck["state"]; next: string | null } {
  const r = c.result;
  switch (c.kind) {
    case "commercial_bureau": {
      const f = r as CommercialFile;
      const adverse = f.defaults.filter((d) => d.status === "outstanding").length + f.courtActions.length;
      const text = `Credit score band: ${f.band}. ${plural(f.enquiries.length, "credit enquiry", "credit enquiries")}, ${plural(f.defaults.length, "default")}, ${plural(f.courtActions.length, "court action")} on file. ASIC lists the company as ${f.asic.status.replace("_", " ")} since ${formatDate(f.asic.registeredOn)}.`;
      return {
        text,
        state: adverse ? "attention" : "done",
        next: adverse ? "Our team may ask you about the listings; nothing is decided on them alone." : null,
      };
    }
    case "consumer_bureau": {
      const f = r as ConsumerFile;
      return {
        text: f.defaults.length
          ? "The credit file has listings our team will review with you."
          : "No defaults on the credit file.",
        state: f.defaults.length ? "attention" : "done",
        next: null,
      };
    }
    case "identity": {
      const f = r as IdentityResult;
      return f.outcome === "verified"
        ? { text: "Identity confirmed against the driver licence.", state: "done", next: null }
        : { text: "We could not confirm this identity.", state: "attention", next: identityNextStep(f, c.subjectName) };
    }
    case "screening": {
      const f = r as ScreeningResult;
      return f.outcome === "clear"
        ? { text: "No matches on the politically exposed person or sanctions lists.", state: "done", next: null }
        : {
            text: "A name on a screening list is similar; our team is confirming it is not this person.",
            state: "attention",
            next: "Nothing for you to do now: if we need more from you we will message you.",
          };
    }
    case "ppsr": {
      const f = r as PpsrResult;
      const general = f.registrations.filter((x) => x.allPaap).length;
      return {
        text: f.registrations.length
          ? `${plural(f.registrations.length, "registered security interest")} over the company's assets${general ? ` (${general} over all its assets)` : ""}.`
          : "No security interests are registered over the company's assets.",
        state: "done",
        next: null,
      };
    }
    default:
      return { text: "Completed.", state: "done", next: null };
  }
}

export function plainCheck(c: CheckRecord): PlainCheck {
  const title = `${KIND_TITLES[c.kind] ?? c.kind}: ${c.subjectName}`;
  const consent = c.consent
    ? `With ${c.subjectName}'s consent, recorded ${formatDate(c.consent.givenAt)}.`
    : c.kind === "ppsr"
      ? "A public register: no consent is needed."
      : "No consent recorded.";
  if (c.status === "pending")
    return {
      id: c.id,
      title,
      subjectName: c.subjectName,
      state: "pending",
      when: `Requested ${formatDate(c.requestedAt)}`,
      consent,
      found:
        c.attempts > 0
          ? "Check pending: the service did not answer yet, and we are trying again. Nothing is decided until it does."
          : "Check pending. Nothing is decided until it is back.",
      nextStep: null,
      canRecheck: false,
    };
  if (c.status === "failed")
    return {
      id: c.id,
      title,
      subjectName: c.subjectName,
      state: "failed",
      when: `Tried ${formatDate(c.requestedAt)}`,
      consent,
      found: `The check could not be completed: ${c.failure ?? "the service did not answer"}`,
      nextStep:
        c.kind === "identity"
          ? `Add or correct ${c.subjectName}'s driver licence number, state and date of birth in the full application, or upload a copy of the licence in Documents.`
          : "Our team will run it again; nothing is decided without it.",
      canRecheck: c.kind === "identity",
    };
  const f = found(c);
  return {
    id: c.id,
    title,
    subjectName: c.subjectName,
    state: f.state,
    when: `Checked ${formatDate(c.completedAt ?? c.requestedAt)}`,
    consent,
    found: f.text,
    nextStep: f.next,
    canRecheck: c.kind === "identity" && c.outcome !== "verified",
  };
}
