/**
 * The part of zod's API the app uses, re-exported by name. Turbopack keeps every export of a
 * namespace that is passed around as a value, so `export { z } from "zod"` put all of zod's
 * locales (about 60 kB gzipped) into every page with a form; a namespace of these names alone
 * lets it drop the rest. Add a name here when a schema needs it (the type checker says so).
 */
export {
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  enum,
  literal,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  ZodObject,
} from "zod";
export type { infer, input, output, ZodType } from "zod";
