"use server";
import { revalidatePath } from "next/cache";
import type { CommissionFormState } from "@/components/staff/commission-form";
import { updateLender } from "@/lib/admin";
import { partnerTermsSchema } from "@/lib/commissions/client";
import { validationError, keepTyped } from "@/lib/http/client";
import { formAction } from "@/lib/http";
import { updatePartnerTerms } from "@/lib/partners";
import { approvePayoutRun, cancelPayoutRun, markPayoutRunPaid, preparePayoutRun } from "@/lib/payouts";
import { payoutPaidSchema, payoutRunSchema } from "@/lib/payouts/client";
import { importRemittance } from "@/lib/remittances";
import { MAX_REMITTANCE_BYTES, remittanceMappingSchema } from "@/lib/remittances/client";
import { recordId, singleLine, z } from "@/lib/validation/client";

const PATH = "/staff/commissions";
const file = z.custom<File>(
  (v) => v instanceof File && v.size > 0 && v.size <= MAX_REMITTANCE_BYTES,
  "Choose the lender's CSV file (up to 2 MB)",
);

export const importRemittanceAction = keepTyped<CommissionFormState>(
  formAction(
    z.object({ lenderId: recordId("Choose the lender"), file }),
    async ({ lenderId, file }, { user, ip }): Promise<CommissionFormState> => {
      const r = await importRemittance(user, { lenderId, fileName: file.name, csv: await file.text() }, ip);
      revalidatePath(PATH);
      const c = r.counts;
      return {
        done: `Imported ${r.lines.length} line${r.lines.length === 1 ? "" : "s"} from ${r.lender}: ${c.matched} matched, ${c.short_paid} short-paid, ${c.over_paid} over-paid, ${c.unmatched} unmatched.`,
      };
    },
    { action: "record:settlement" },
  ),
);

export const preparePayoutAction = keepTyped<CommissionFormState>(
  formAction(
    payoutRunSchema,
    async (input, { user, ip }): Promise<CommissionFormState> => {
      const run = await preparePayoutRun(user, input, ip);
      revalidatePath(PATH);
      return { done: `Payout run ${run.reference} prepared. Someone else approves it.` };
    },
    { action: "record:settlement" },
  ),
);

const runId = z.object({ id: recordId() });

export const approvePayoutAction = keepTyped<CommissionFormState>(
  formAction(
    runId,
    async ({ id }, { user, ip }): Promise<CommissionFormState> => {
      const run = await approvePayoutRun(user, id, ip);
      revalidatePath(PATH);
      return { done: `Payout run ${run.reference} approved.` };
    },
    { action: "record:settlement" },
  ),
);

export const paidPayoutAction = keepTyped<CommissionFormState>(
  formAction(
    runId.extend(payoutPaidSchema.shape),
    async ({ id, paidOn }, { user, ip }): Promise<CommissionFormState> => {
      const run = await markPayoutRunPaid(user, id, { paidOn }, ip);
      revalidatePath(PATH);
      return { done: `Payout run ${run.reference} marked paid.` };
    },
    { action: "record:settlement" },
  ),
);

export const cancelPayoutAction = keepTyped<CommissionFormState>(
  formAction(
    runId,
    async ({ id }, { user, ip }): Promise<CommissionFormState> => {
      const run = await cancelPayoutRun(user, id, ip);
      revalidatePath(PATH);
      return { done: `Payout run ${run.reference} cancelled; its lines wait for the next run.` };
    },
    { action: "record:settlement" },
  ),
);

const optional = singleLine().trim().max(1000);

/** Admin: a lender's remittance columns (the ignored ones as one comma-separated line). */
export const remittanceMappingAction = keepTyped<CommissionFormState>(
  formAction(
    z.object({
      id: recordId(),
      reference: optional,
      amount: optional,
      type: optional,
      period: optional,
      ignore: optional,
    }),
    async ({ id, ignore, ...f }, { user, ip }): Promise<CommissionFormState> => {
      const mapping = remittanceMappingSchema.safeParse({
        reference: f.reference,
        amount: f.amount,
        ...(f.type ? { type: f.type } : {}),
        ...(f.period ? { period: f.period } : {}),
        ignore: ignore
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      });
      if (!mapping.success) {
        const { fields } = validationError(mapping.error);
        return { error: mapping.error.issues[0]?.message ?? "Check the columns.", fields };
      }
      const lender = await updateLender(user, id, { remittanceMapping: mapping.data }, ip);
      revalidatePath(PATH);
      return { done: `${lender.name}'s remittance columns saved.` };
    },
    { action: "manage:lender" },
  ),
);

/** Admin: a partner's split (percent here, basis points stored) and payout account; blank leaves a field as it is. */
export const partnerTermsAction = keepTyped<CommissionFormState>(
  formAction(
    z.object({
      id: recordId(),
      splitPercent: optional,
      payoutBsb: optional,
      payoutAccountNumber: optional,
      payoutAccountName: optional,
      tier: optional,
      note: optional,
    }),
    async ({ id, splitPercent, note, ...account }, { user, ip }): Promise<CommissionFormState> => {
      const split = splitPercent === "" ? undefined : Number(splitPercent);
      const input = partnerTermsSchema.safeParse({
        ...(split === undefined ? {} : { splitBps: Number.isFinite(split) ? Math.round(split * 100) : -1 }),
        ...Object.fromEntries(Object.entries(account).filter(([, v]) => v !== "")),
        ...(note ? { note } : {}),
      });
      if (!input.success) {
        const { fields } = validationError(input.error);
        return { error: input.error.issues[0]?.message ?? "Check the fields.", fields };
      }
      await updatePartnerTerms(user, id, input.data, ip);
      revalidatePath(PATH);
      return { done: "Partner terms saved." };
    },
    { action: "manage:user" },
  ),
);
