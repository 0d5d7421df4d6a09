import { CREDIT_PROFILE_OPTIONS } from "@/lib/applications/vocab";
import { choiceStep } from "./choice-step";

/** Step 5: the applicant's own view of their credit profile. */
export const CreditStep = choiceStep({
  name: "creditProfile",
  label: "Credit profile",
  options: CREDIT_PROFILE_OPTIONS,
  className: "",
  help: "credit",
});
