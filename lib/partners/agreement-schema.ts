import { singleLine } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

/** Accepting the partner agreement: the version the page showed (ADR 077). Shared by the form and the action. */
export const acceptAgreementSchema = z.object({ version: singleLine().min(1, "Missing version").max(40) });
