import { randomUUID } from "node:crypto";
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";

/** A complete, valid wizard submission body (a fresh e-mail and idempotency key each call). */
export const wizardAnswers = (over: Record<string, unknown> = {}) => ({
  purpose: "growth",
  amount: 150000,
  term: 24,
  monthlyTurnover: 50000,
  creditProfile: "good",
  timeInBusiness: "2-5y",
  companyName: "Harbour View Bakery",
  abnNumber: BUNDLED_REGISTER[1]!.abn,
  industry: "retail_hospitality",
  firstName: "Ada",
  lastName: "Nguyen",
  email: `ada.${randomUUID().slice(0, 8)}@example.com`,
  phone: "0400 123 456",
  consentSoftCheck: true,
  idempotencyKey: randomUUID(),
  ...over,
});
