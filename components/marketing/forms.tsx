"use client";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import type { mortgageBrokerSchema, partnerProgramSchema } from "@/lib/inquiries/schema";
import { useZodForm } from "@/components/ui/use-zod-form";
import { PublicForm, submitTo, type FieldSpec, type Posted } from "./public-form";

const WIDE = "sm:col-span-2";
const GRID = "grid gap-4 sm:grid-cols-2";
const failed = (fallback: string) => (r: Posted) => toast.error("Error", { description: r.message ?? fallback });

export function ContactForm() {
  const form = useZodForm(() => import("@/lib/inquiries/schema").then((m) => m.contactSchema), {
    name: "",
    email: "",
    company: "",
    phone: "",
    subject: "",
    message: "",
    website: "",
  });
  return (
    <PublicForm
      form={form}
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
      onSubmit={submitTo(form, "/api/contact", {
        refused: failed("Your message could not be sent. Please try again."),
        sent: () => toast.success("Message Sent!", { description: "We'll get back to you within 24 hours." }),
      })}
    />
  );
}

const missing = () => toast.error("Missing Information", { description: "Please fill in all required fields" });

/** Both partner forms post to the same endpoint with the spec's toasts (missing fields or success). */
function submitPartnerApplication<T extends FieldValues>(form: UseFormReturn<T, unknown, T>) {
  return submitTo(form, "/api/partner-applications", {
    // "Missing Information" only when the input was refused; a limit says what it is.
    refused: (r) => (r.status === 400 ? missing() : failed("Your application could not be sent. Please try again.")(r)),
    sent: () =>
      toast.success("Application Submitted!", {
        description: "We'll be in touch within 24 hours to discuss your partnership.",
      }),
    invalid: missing,
  });
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
  // One component for both schemas: TypeScript cannot follow the union through useForm's generics.
  const form = useZodForm(schema, { ...blank, source, hp: "" } as DefaultValues<
    z.input<S>
  >) as unknown as UseFormReturn<z.input<S>>;
  return (
    <PublicForm<z.input<S>>
      {...shell}
      form={form}
      className={GRID}
      fields={fields}
      honeypot={"hp" as Path<z.input<S>>}
      onSubmit={submitPartnerApplication(form)}
    />
  );
}

export function PartnerForm() {
  return (
    <PartnerApplicationForm
      schema={() => import("@/lib/inquiries/schema").then((m) => m.partnerProgramSchema)}
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
      schema={() => import("@/lib/inquiries/schema").then((m) => m.mortgageBrokerSchema)}
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
  const form = useZodForm(() => import("@/lib/inquiries/schema").then((m) => m.newsletterSchema), {
    email: "",
    website: "",
  });
  return (
    <PublicForm
      form={form}
      prefix="newsletter"
      label="Newsletter"
      className="flex flex-wrap items-end gap-3"
      fields={[{ name: "email", label: "Email Address", type: "email", required: true, wrap: "min-w-64 flex-1" }]}
      honeypot="website"
      submit="Subscribe"
      submitWrap={null}
      onSubmit={submitTo(form, "/api/newsletter", {
        // A limit (or a server error) is said in words; a refused address shows under the field.
        refused: (r) =>
          r.status !== 400 ? failed("Your subscription could not be saved. Please try again.")(r) : undefined,
        sent: () => toast.success("Almost there!", { description: "Check your inbox to confirm your subscription." }),
      })}
    />
  );
}
