import { TERM_OPTIONS } from "@/lib/applications/vocab";
import { choiceStep } from "./choice-step";

/** Step 3: the term in months. */
export const TermStep = choiceStep({
  name: "term",
  label: "Term",
  options: TERM_OPTIONS.map((t) => ({ value: t as number, label: `${t} months` })),
  className: "grid-cols-2 sm:grid-cols-4",
  help: "term",
});
