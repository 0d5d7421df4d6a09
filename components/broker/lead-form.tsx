"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { jsonBody, sendJson } from "@/lib/http/send-json";
import { leadInputSchema, type LeadInput } from "@/lib/leads/schema";
import { formatAuPhone } from "@/lib/validation/contact";
import type { z } from "zod";

type FormValues = z.input<typeof leadInputSchema>;

/** Add Lead: validated by the same zod schema as POST /api/leads. */
export function LeadForm({ onCreated }: { onCreated: () => void }) {
  const { register, handleSubmit, formState, reset, setValue, setError } = useForm<FormValues, unknown, LeadInput>({
    resolver: zodResolver(leadInputSchema),
  });
  const e = formState.errors;
  const field = (id: keyof FormValues) => ({
    id: `lead-${id}`,
    "aria-invalid": !!e[id],
    "aria-describedby": describedBy(`lead-${id}`, { error: e[id]?.message }),
  });
  return (
    <ScriptForm
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Add lead"
      onSubmit={handleSubmit(async (values) => {
        const res = await sendJson("/api/leads", values);
        if (!res.ok) {
          const body = await jsonBody(res);
          for (const [k, msgs] of Object.entries(body.fields ?? {}))
            setError(k as keyof FormValues, { message: msgs[0] });
          toast.error("Error", { description: "Could not add the lead." });
          return;
        }
        toast.success("Lead added", { description: `${values.contactName} was added to your leads.` });
        reset();
        onCreated();
      })}
    >
      <FormField id="lead-contactName" label="Contact name" error={e.contactName?.message} required>
        <Input {...field("contactName")} {...register("contactName")} />
      </FormField>
      <FormField id="lead-businessName" label="Business name" error={e.businessName?.message} required>
        <Input {...field("businessName")} {...register("businessName")} />
      </FormField>
      <FormField id="lead-loanAmount" label="Loan amount" error={e.loanAmount?.message}>
        <Input type="number" min={0} {...field("loanAmount")} {...register("loanAmount")} />
      </FormField>
      <FormField id="lead-email" label="Email" error={e.email?.message} required>
        <Input type="email" {...field("email")} {...register("email")} />
      </FormField>
      <FormField id="lead-phone" label="Phone" error={e.phone?.message}>
        <Input
          type="tel"
          {...field("phone")}
          {...register("phone", { onChange: (ev) => setValue("phone", formatAuPhone(ev.target.value)) })}
        />
      </FormField>
      <FormField id="lead-notes" label="Notes" error={e.notes?.message} className="sm:col-span-2">
        <Textarea {...field("notes")} {...register("notes")} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          Save Lead
        </Button>
      </div>
    </ScriptForm>
  );
}
