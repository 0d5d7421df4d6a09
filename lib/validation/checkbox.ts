import { z } from "@/lib/validation/zod";

/**
 * A checkbox, as a form posts it (its value, "true" or the browser's "on", and nothing when unticked)
 * and as JSON or react-hook-form hold it (true or false): true only when ticked, then `schema`'s rule
 * (a `z.literal(true, …)` keeps its own refusal message).
 */
export const ticked = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => value === true || value === "true" || value === "on", schema);
