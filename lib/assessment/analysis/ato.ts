import { ATO, ATO_INTEREST, ATO_PAYMENT_PLAN } from "../patterns";
import type { BankTransaction } from "../types";
import { frequencyOf, plural } from "./shared";
import type { BankAnalysis } from "./types";

/** The ATO: payments to it and signs of a tax debt (a payment plan, dishonoured payments, interest). */
export function atoDebts(
  outflows: readonly BankTransaction[],
  returned: ReadonlyMap<BankTransaction, BankTransaction>,
) {
  const atoDebits = outflows.filter((t) => ATO.test(t.description));
  const atoReturned = [...returned.keys()].filter((t) => ATO.test(t.description));
  const planByWords = atoDebits.filter((t) => ATO_PAYMENT_PLAN.test(t.description));
  const planByRhythm = (() => {
    const byAmount = new Map<number, BankTransaction[]>();
    for (const t of atoDebits) byAmount.set(t.amountCents, [...(byAmount.get(t.amountCents) ?? []), t]);
    return (
      [...byAmount.values()].find((ts) => ts.length >= 3 && frequencyOf(ts.map((t) => t.date)) === "monthly") ?? []
    );
  })();
  const arrearsSigns: BankAnalysis["ato"]["arrearsSigns"] = [];
  if (planByWords.length || planByRhythm.length)
    arrearsSigns.push({
      text: planByWords.length
        ? `${plural(planByWords.length, "payment")} to the ATO described as a payment plan`
        : `${planByRhythm.length} equal monthly payments to the ATO, the pattern of a payment plan`,
      transactionIds: (planByWords.length ? planByWords : planByRhythm).map((t) => t.id),
    });
  if (atoReturned.length)
    arrearsSigns.push({
      text: `${plural(atoReturned.length, "payment")} to the ATO dishonoured`,
      transactionIds: atoReturned.map((t) => t.id),
    });
  const atoInterest = atoDebits.filter((t) => ATO_INTEREST.test(t.description));
  if (atoInterest.length)
    arrearsSigns.push({ text: "Interest or penalties paid to the ATO", transactionIds: atoInterest.map((t) => t.id) });
  return { atoDebits, paymentPlan: planByWords.length > 0 || planByRhythm.length > 0, arrearsSigns };
}
