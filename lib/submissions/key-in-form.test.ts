import { describe, expect, it } from "vitest";
import { KEY_IN_DEFAULTS, keyInFormSchema } from "./key-in-form";
import { keyInDecisionSchema } from "./schema";

describe("the key-in form", () => {
  it("turns an offer as staff type it into the route's body: rate in basis points, fee in cents", () => {
    const parsed = keyInFormSchema.parse({
      ...KEY_IN_DEFAULTS,
      status: "offered",
      reference: "LND-1",
      amount: "80000",
      termMonths: "24",
      ratePercent: "11.5",
      frequency: "weekly",
      establishmentFee: "1200",
      earlyRepayment: "No break fee",
      security: "Unsecured",
      guarantees: "Director's guarantee",
    });
    expect(parsed).toMatchObject({
      action: "decide",
      status: "offered",
      reference: "LND-1",
      offer: {
        amount: 80_000,
        termMonths: 24,
        interestRateBps: 1_150,
        frequency: "weekly",
        fees: [{ label: "Establishment fee", amountCents: 120_000, when: "upfront" }],
      },
    });
    // The route accepts exactly what the form sends.
    expect(keyInDecisionSchema.safeParse(parsed).success).toBe(true);
  });

  it("asks for what each decision needs, on its field", () => {
    const errors = (input: object) =>
      keyInFormSchema.safeParse({ ...KEY_IN_DEFAULTS, ...input }).error?.issues.map((i) => i.path.join("."));
    expect(errors({ status: "declined" })).toEqual(["declineReason"]);
    expect(errors({ status: "action_required" })).toEqual(["conditionsText"]);
    expect(errors({ status: "offered" })).toEqual(
      expect.arrayContaining(["amount", "termMonths", "ratePercent", "security"]),
    );
  });

  it("sends conditions one per line, blank lines dropped", () => {
    const parsed = keyInFormSchema.parse({
      ...KEY_IN_DEFAULTS,
      status: "action_required",
      conditionsText: "Two more months of bank statements\n\n  Explain the March dip  \n",
    });
    expect(parsed.conditions).toEqual(["Two more months of bank statements", "Explain the March dip"]);
    expect(parsed.offer).toBeUndefined();
  });
});
