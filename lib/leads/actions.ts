"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { createLead } from "./index";
import { convertLead } from "./convert";
import { leadConversionFormSchema, leadInputSchema } from "./schema";

// The broker portal's lead forms (ADR 055): the same schemas, permissions, limits and domain
// functions as POST /api/leads and POST /api/leads/:id/convert.

export interface LeadFormState extends TypedResult {
  /** The lead added: its contact's name, for the notice. */
  added?: { contactName: string };
}

/** 'Add Lead', as POST /api/leads: the partner's own, private lead. */
export const addLead = keepTyped<LeadFormState>(
  formAction(
    leadInputSchema,
    async (input, { user, ip }): Promise<LeadFormState> => {
      const lead = await createLead(user, input, ip);
      return { added: { contactName: lead.contactName } };
    },
    { action: "manage:lead" },
  ),
);

export interface ConvertLeadFormState extends TypedResult {
  /** The held application's number (awaiting the client's confirmation). */
  applicationNumber?: string;
}

/** 'Convert to application' (ADR 019), as POST /api/leads/:id/convert, with its hourly limit. */
export const convertLeadAction = keepTyped<ConvertLeadFormState>(
  formAction(
    leadConversionFormSchema,
    async ({ leadId, ...input }, { user, ip }): Promise<ConvertLeadFormState> => {
      const held = await convertLead(user, leadId, input, ip);
      return { applicationNumber: held.applicationNumber };
    },
    { action: "convert:lead", limits: [{ name: "convert-lead", limit: 20, windowSeconds: 3600 }] },
  ),
);
