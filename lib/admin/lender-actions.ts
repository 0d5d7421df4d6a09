"use server";
import type { ZodType } from "zod";
import { AppError, validationError, keepTyped, type TypedResult } from "@/lib/http/client";
import { formAction } from "@/lib/http";
import { parseRecordId } from "@/lib/validation/client";
import { createLender, updateLender } from "./index";
import { lenderDriverFormSchema } from "./lender-driver-form";
import { lenderCommissionFormSchema, lenderRatesFormSchema, newLenderFormSchema } from "./lender-form";
import { lenderInputSchema, lenderUpdateSchema, type LenderUpdate } from "./schema";

// The admin page's lender forms (ADR 055): each form's schema turns what was typed into the lender
// routes' body, which is then parsed by the route's own schema, so the rules are the routes' and the
// domain functions (audit included) are the same as POST /api/admin/lenders and PATCH /api/admin/lenders/:id.

export interface LenderFormState extends TypedResult {
  saved?: boolean;
}

/** The routes' field names as the forms name them (a rate in basis points is the percent field). */
const ON_FORM: Record<string, string> = {
  rateMinBps: "rateMin",
  rateMaxBps: "rateMax",
  slug: "name",
  commissionRateBps: "commissionRate",
  trailRateBps: "trailRate",
};

/** The body parsed by the route's schema; its refusal names the form's fields. */
function routeBody<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { fields = {}, message } = validationError(parsed.error);
  const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [ON_FORM[k] ?? k, v]));
  throw new AppError("bad_request", Object.values(named)[0]?.[0] ?? message, { fields: named });
}

/** 'Add lender', as POST /api/admin/lenders. */
export const addLenderAction = keepTyped<LenderFormState>(
  formAction(
    newLenderFormSchema,
    async (body, { user, ip }): Promise<LenderFormState> => {
      await createLender(user, routeBody(lenderInputSchema, body), ip);
      return { saved: true };
    },
    { action: "manage:lender" },
  ),
);

/** A lender row's form: the lender from its hidden `lenderId`, the change as PATCH /api/admin/lenders/:id. */
function lenderRowAction(schema: ZodType<unknown>) {
  return keepTyped<LenderFormState>(async (previous, form) => {
    const lenderId = parseRecordId(form.get("lenderId"));
    return formAction(
      schema,
      async (body, { user, ip }): Promise<LenderFormState> => {
        if (!lenderId) throw new AppError("not_found");
        await updateLender(user, lenderId, routeBody<LenderUpdate>(lenderUpdateSchema, body), ip);
        return { saved: true };
      },
      { action: "manage:lender" },
    )(previous, form);
  });
}

/** 'Save rates' on a lender row. */
export const saveLenderRates = lenderRowAction(lenderRatesFormSchema);
/** 'Save commission' on a lender row (issues 16 and 35). */
export const saveLenderCommission = lenderRowAction(lenderCommissionFormSchema);
/** 'Save submission settings' on a lender row (issue 16). */
export const saveLenderDriver = lenderRowAction(lenderDriverFormSchema);
