"use client";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { applyAsPartner, sendContactMessage, subscribeToNewsletter } from "@/lib/inquiries/actions";
import type { PublicFormState } from "@/lib/http/public-form";
import type { mortgageBrokerSchema, partnerProgramSchema } from "@/lib/inquiries/schema";
import { PublicForm, type ActionForm, type FieldSpec } from "./public-form";

const WIDE = "sm:col-span-2";
const GRID = "grid gap-4 sm:grid-cols-2";
const schemas = () => import("@/lib/inquiries/schema");

/** The spec's answers: its success toast, or the refusal in words ("Error" and the server's message). */
const answer =
  (sent: Notice, fallback: string) =>
  (state: PublicFormState): Notice | null =>
    state.sent ? sent : state.error ? { kind: "error", title: "Error", description: state.error || fallback } : null;

export function ContactForm() {
  const af = useActionForm({
    action: sendContactMessage,
    schema: () => schemas().then((m) => m.contactSchema),
    defaults: { name: "", email: "", company: "", phone: "", subject: "", message: "", website: "" },
    say: answer(
      { kind: "success", title: "Message Sent!", description: "We'll get back to you within 24 hours." },
      "Your message could not be sent. Please try again.",
    ),
  });
  return (
    <PublicForm
      af={af as ActionForm}
      prefix="contact"
      label="Send us a Message"
      className={GRID}
      fields={[
        { name: "name", label: "Full Name", required: true },
        { name: "email", label: "Email Address", type: "email", required: true },
        { name: "company", label: "Company" },
        { name: "phone", label: "Phone", type: "tel", phone: true },
        { name: "subject", label: "Subject", required: true, wrap: WIDE },
        { name: "message", label: "Message", required: true, multiline: true, wrap: WIDE },
      ]}
      honeypot="website"
      submit="Send Message"
    />
  );
}

const MISSING = "Please fill in all required fields";
const missing = () => toast.error("Missing Information", { description: MISSING });

/** Both partner forms: 'Missing Information' for refused input, the spec's success toast, a limit in words. */
function partnerAnswer(state: PublicFormState): Notice | null {
  if (state.sent)
    return {
      kind: "success",
      title: "Application Submitted!",
      description: "We'll be in touch within 24 hours to discuss your partnership.",
    };
  if (state.error === MISSING) return { kind: "error", title: "Missing Information", description: MISSING };
  return answer({ kind: "success", title: "" }, "Your application could not be sent. Please try again.")(state);
}

type PartnerSchema = typeof partnerProgramSchema | typeof mortgageBrokerSchema;

/** A partner form: its fields start empty, and `source` says which program it applies to. */
function PartnerApplicationForm<S extends PartnerSchema>({
  schema,
  source,
  fields,
  ...shell
}: {
  /** The schema's loader (its module, and zod, load when the form is first used). */
  schema: () => Promise<S>;
  source: z.input<S>["source"];
  fields: FieldSpec<z.input<S>>[];
  prefix: string;
  label: string;
  submit: string;
}) {
  const blank = Object.fromEntries(fields.map((f) => [f.name, ""]));
  const af = useActionForm({
    action: applyAsPartner,
    schema,
    defaults: { ...blank, source, hp: "" } as DefaultValues<z.input<S>>,
    say: partnerAnswer,
    onInvalid: missing,
  });
  return (
    <PublicForm<z.input<S>>
      {...shell}
      af={af as ActionForm}
      className={GRID}
      fields={fields}
      hidden={{ source }}
      honeypot={"hp" as FieldSpec<z.input<S>>["name"]}
    />
  );
}

export function PartnerForm() {
  return (
    <PartnerApplicationForm
      schema={() => schemas().then((m) => m.partnerProgramSchema)}
      source="partner_program"
      prefix="partner"
      label="Partner Application"
      submit="Submit Application"
      fields={[
        { name: "businessName", label: "Business Name", required: true },
        { name: "contactName", label: "Contact Name", required: true },
        { name: "email", label: "Email", type: "email", required: true },
        { name: "phone", label: "Phone", type: "tel", phone: true },
        { name: "message", label: "Message", multiline: true, wrap: WIDE },
      ]}
    />
  );
}

export function BrokerForm() {
  return (
    <PartnerApplicationForm
      schema={() => schemas().then((m) => m.mortgageBrokerSchema)}
      source="mortgage_broker"
      prefix="broker"
      label="Mortgage broker application"
      submit="Become a Partner"
      fields={[
        { name: "firstName", label: "First Name", required: true },
        { name: "lastName", label: "Last Name", required: true },
        { name: "email", label: "Email", type: "email", required: true },
        { name: "phone", label: "Phone", type: "tel", required: true, phone: true },
        { name: "company", label: "Company", required: true },
        { name: "abn", label: "ABN" },
        { name: "yearlyReferrals", label: "Monthly Mortgage Settlements" },
        { name: "experience", label: "Years in Mortgage Broking" },
      ]}
    />
  );
}

export function NewsletterForm() {
  const af = useActionForm({
    action: subscribeToNewsletter,
    schema: () => schemas().then((m) => m.newsletterSchema),
    defaults: { email: "", website: "" },
    // A refused address shows under the field; a limit on the caller (or a server error) in words.
    say: (state) =>
      state.sent
        ? { kind: "success", title: "Almost there!", description: "Check your inbox to confirm your subscription." }
        : state.error && !state.fields
          ? { kind: "error", title: "Error", description: state.error }
          : null,
  });
  return (
    <PublicForm
      af={af as ActionForm}
      prefix="newsletter"
      label="Newsletter"
      className="flex flex-wrap items-end gap-3"
      fields={[{ name: "email", label: "Email Address", type: "email", required: true, wrap: "min-w-64 flex-1" }]}
      honeypot="website"
      submit="Subscribe"
      submitWrap={null}
    />
  );
}
