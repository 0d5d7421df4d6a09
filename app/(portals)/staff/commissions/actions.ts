"use server";
import { revalidatePath } from "next/cache";
import type { CommissionFormState } from "@/components/staff/commission-form";
import { formAction } from "@/lib/http/form-action";
import { approvePayoutRun, cancelPayoutRun, markPayoutRunPaid, preparePayoutRun } from "@/lib/payouts/runs";
import { payoutPaidSchema, payoutRunSchema } from "@/lib/payouts/schema";
import { importRemittance } from "@/lib/remittances/import";
import { MAX_REMITTANCE_BYTES } from "@/lib/remittances/schema";
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

const PATH = "/staff/commissions";
const file = z.custom<File>(
  (v) => v instanceof File && v.size > 0 && v.size <= MAX_REMITTANCE_BYTES,
  "Choose the lender's CSV file (up to 2 MB)",
);

export const importRemittanceAction = formAction(
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
);

export const preparePayoutAction = formAction(
  payoutRunSchema,
  async (input, { user, ip }): Promise<CommissionFormState> => {
    const run = await preparePayoutRun(user, input, ip);
    revalidatePath(PATH);
    return { done: `Payout run ${run.reference} prepared. Someone else approves it.` };
  },
  { action: "record:settlement" },
);

const runId = z.object({ id: recordId() });

export const approvePayoutAction = formAction(
  runId,
  async ({ id }, { user, ip }): Promise<CommissionFormState> => {
    const run = await approvePayoutRun(user, id, ip);
    revalidatePath(PATH);
    return { done: `Payout run ${run.reference} approved.` };
  },
  { action: "record:settlement" },
);

export const paidPayoutAction = formAction(
  runId.extend(payoutPaidSchema.shape),
  async ({ id, paidOn }, { user, ip }): Promise<CommissionFormState> => {
    const run = await markPayoutRunPaid(user, id, { paidOn }, ip);
    revalidatePath(PATH);
    return { done: `Payout run ${run.reference} marked paid.` };
  },
  { action: "record:settlement" },
);

export const cancelPayoutAction = formAction(
  runId,
  async ({ id }, { user, ip }): Promise<CommissionFormState> => {
    const run = await cancelPayoutRun(user, id, ip);
    revalidatePath(PATH);
    return { done: `Payout run ${run.reference} cancelled; its lines wait for the next run.` };
  },
  { action: "record:settlement" },
);
