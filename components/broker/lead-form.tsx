"use client";
import type { z } from "zod";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { addLead, type LeadFormState } from "@/lib/leads/actions";
import type { leadInputSchema } from "@/lib/leads/schema";
import { formatAuPhone } from "@/lib/validation/contact";

type FormValues = z.input<typeof leadInputSchema>;

/** The form's answers: the spec's toasts (inline without JavaScript). */
function said(state: LeadFormState) {
  if (state.added)
    return {
      kind: "success",
      title: "Lead added",
      description: `${state.added.contactName} was added to your leads.`,
    } as const;
  if (state.error) return { kind: "error", title: "Error", description: "Could not add the lead." } as const;
  return null;
}

/**
 * Add Lead, on the one form pattern (ADR 055): it posts to the addLead action, with or without
 * JavaScript, checked by the same zod schema as POST /api/leads.
 */
export function LeadForm({ onCreated }: { onCreated: () => void }) {
  const af = useActionForm({
    action: addLead,
    schema: () => import("@/lib/leads/schema").then((m) => m.leadInputSchema),
    defaults: { contactName: "", businessName: "", loanAmount: "", email: "", phone: "", notes: "" },
    say: said,
    onDone: onCreated,
  });
  const { register, setValue } = af.form;
  const field = (name: keyof FormValues & string) => {
    const id = `lead-${name}`;
    const error = af.error(name);
    return {
      id,
      defaultValue: af.typed(name),
      "aria-invalid": !!error,
      "aria-describedby": describedBy(id, { error }),
    };
  };
  return (
    <form {...af.formProps} className="grid gap-3 sm:grid-cols-2" aria-label="Add lead">
      <ActionNotice notice={af.notice} className="sm:col-span-2" />
      <FormField id="lead-contactName" label="Contact name" error={af.error("contactName")} required>
        <Input {...field("contactName")} {...register("contactName")} />
      </FormField>
      <FormField id="lead-businessName" label="Business name" error={af.error("businessName")} required>
        <Input {...field("businessName")} {...register("businessName")} />
      </FormField>
      <FormField id="lead-loanAmount" label="Loan amount" error={af.error("loanAmount")}>
        <Input type="number" min={0} {...field("loanAmount")} {...register("loanAmount")} />
      </FormField>
      <FormField id="lead-email" label="Email" error={af.error("email")} required>
        <Input type="email" {...field("email")} {...register("email")} />
      </FormField>
      <FormField id="lead-phone" label="Phone" error={af.error("phone")}>
        <Input
          type="tel"
          {...field("phone")}
          {...register("phone", { onChange: (ev) => setValue("phone", formatAuPhone(ev.target.value)) })}
        />
      </FormField>
      <FormField id="lead-notes" label="Notes" error={af.error("notes")} className="sm:col-span-2">
        <Textarea {...field("notes")} {...register("notes")} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={af.pending}>
          Save Lead
        </Button>
      </div>
    </form>
  );
}
