"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { contactSchema, mortgageBrokerSchema, newsletterSchema, partnerProgramSchema } from "@/lib/inquiries/schema";
import { formatAuPhone } from "@/lib/validation/contact";

async function post(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; fields?: Record<string, string[]>; message?: string }> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true, status: res.status };
  const data = (await res.json().catch(() => ({}))) as { fields?: Record<string, string[]>; message?: string };
  return { ok: false, status: res.status, ...data };
}

function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  required,
  multiline,
  phone,
  prefix,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  phone?: boolean;
  prefix: string;
}) {
  const id = `${prefix}-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  const common = {
    id,
    "aria-invalid": !!error,
    "aria-describedby": describedBy(id, { error }),
    "aria-required": required,
  };
  const reg = form.register(
    name,
    phone
      ? { onChange: (e: { target: { value: string } }) => form.setValue(name, formatAuPhone(e.target.value) as never) }
      : {},
  );
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {multiline ? <Textarea rows={5} {...common} {...reg} /> : <Input type={type} {...common} {...reg} />}
    </FormField>
  );
}

/** A field bots fill in and people never see or reach. */
function Honeypot<T extends FieldValues>({ form, name }: { form: UseFormReturn<T>; name: Path<T> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label>
        Leave this empty
        <input tabIndex={-1} autoComplete="off" {...form.register(name)} />
      </label>
    </div>
  );
}

function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, fields?: Record<string, string[]>) {
  for (const [k, v] of Object.entries(fields ?? {})) form.setError(k as Path<T>, { message: v[0] });
}

export function ContactForm() {
  const form = useForm<z.input<typeof contactSchema>, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", company: "", phone: "", subject: "", message: "", website: "" },
  });
  return (
    <form
      noValidate
      aria-label="Send us a Message"
      className="relative grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (values) => {
        const r = await post("/api/contact", values);
        if (!r.ok) {
          applyServerErrors(form, r.fields);
          toast.error("Error", { description: r.message ?? "Your message could not be sent. Please try again." });
          return;
        }
        toast.success("Message Sent!", { description: "We'll get back to you within 24 hours." });
        form.reset();
      })}
    >
      <Field form={form} prefix="contact" name="name" label="Full Name" required />
      <Field form={form} prefix="contact" name="email" label="Email Address" type="email" required />
      <Field form={form} prefix="contact" name="company" label="Company" />
      <Field form={form} prefix="contact" name="phone" label="Phone" type="tel" phone />
      <div className="sm:col-span-2">
        <Field form={form} prefix="contact" name="subject" label="Subject" required />
      </div>
      <div className="sm:col-span-2">
        <Field form={form} prefix="contact" name="message" label="Message" required multiline />
      </div>
      <Honeypot form={form} name="website" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Send Message
        </Button>
      </div>
    </form>
  );
}

const missing = () => toast.error("Missing Information", { description: "Please fill in all required fields" });
const submitted = () =>
  toast.success("Application Submitted!", {
    description: "We'll be in touch within 24 hours to discuss your partnership.",
  });

/** Both partner forms post to the same endpoint with the spec's toasts (missing fields or success). */
function submitPartnerApplication<T extends FieldValues>(form: UseFormReturn<T, unknown, T>) {
  return form.handleSubmit(async (values) => {
    const r = await post("/api/partner-applications", values);
    if (!r.ok) {
      applyServerErrors(form, r.fields);
      // "Missing Information" only when the input was refused; a limit says what it is.
      if (r.status === 400) missing();
      else toast.error("Error", { description: r.message ?? "Your application could not be sent. Please try again." });
      return;
    }
    submitted();
    form.reset();
  }, missing);
}

export function PartnerForm() {
  const form = useForm<z.input<typeof partnerProgramSchema>, unknown, z.output<typeof partnerProgramSchema>>({
    resolver: zodResolver(partnerProgramSchema),
    defaultValues: {
      source: "partner_program",
      businessName: "",
      contactName: "",
      email: "",
      phone: "",
      message: "",
      hp: "",
    },
  });
  return (
    <form
      noValidate
      aria-label="Partner Application"
      className="relative grid gap-4 sm:grid-cols-2"
      onSubmit={submitPartnerApplication(form)}
    >
      <Field form={form} prefix="partner" name="businessName" label="Business Name" required />
      <Field form={form} prefix="partner" name="contactName" label="Contact Name" required />
      <Field form={form} prefix="partner" name="email" label="Email" type="email" required />
      <Field form={form} prefix="partner" name="phone" label="Phone" type="tel" phone />
      <div className="sm:col-span-2">
        <Field form={form} prefix="partner" name="message" label="Message" multiline />
      </div>
      <Honeypot form={form} name="hp" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Submit Application
        </Button>
      </div>
    </form>
  );
}

export function BrokerForm() {
  const form = useForm<z.input<typeof mortgageBrokerSchema>, unknown, z.output<typeof mortgageBrokerSchema>>({
    resolver: zodResolver(mortgageBrokerSchema),
    defaultValues: {
      source: "mortgage_broker",
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      company: "",
      abn: "",
      yearlyReferrals: "",
      experience: "",
      hp: "",
    },
  });
  return (
    <form
      noValidate
      aria-label="Mortgage broker application"
      className="relative grid gap-4 sm:grid-cols-2"
      onSubmit={submitPartnerApplication(form)}
    >
      <Field form={form} prefix="broker" name="firstName" label="First Name" required />
      <Field form={form} prefix="broker" name="lastName" label="Last Name" required />
      <Field form={form} prefix="broker" name="email" label="Email" type="email" required />
      <Field form={form} prefix="broker" name="phone" label="Phone" type="tel" required phone />
      <Field form={form} prefix="broker" name="company" label="Company" required />
      <Field form={form} prefix="broker" name="abn" label="ABN" />
      <Field form={form} prefix="broker" name="yearlyReferrals" label="Monthly Mortgage Settlements" />
      <Field form={form} prefix="broker" name="experience" label="Years in Mortgage Broking" />
      <Honeypot form={form} name="hp" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Become a Partner
        </Button>
      </div>
    </form>
  );
}

export function NewsletterForm() {
  const form = useForm<z.input<typeof newsletterSchema>, unknown, z.output<typeof newsletterSchema>>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "", website: "" },
  });
  return (
    <form
      noValidate
      aria-label="Newsletter"
      className="relative flex flex-wrap items-end gap-3"
      onSubmit={form.handleSubmit(async (values) => {
        const r = await post("/api/newsletter", values);
        if (!r.ok) {
          applyServerErrors(form, r.fields);
          // A limit (or a server error) is said in words; a refused address shows under the field.
          if (r.status !== 400)
            toast.error("Error", {
              description: r.message ?? "Your subscription could not be saved. Please try again.",
            });
          return;
        }
        toast.success("Almost there!", { description: "Check your inbox to confirm your subscription." });
        form.reset();
      })}
    >
      <div className="min-w-64 flex-1">
        <Field form={form} prefix="newsletter" name="email" label="Email Address" type="email" required />
      </div>
      <Honeypot form={form} name="website" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Subscribe
      </Button>
    </form>
  );
}
