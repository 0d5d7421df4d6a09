import type { FormResult } from "./form-action";

/** A form result that carries what was typed back to the form when it is refused. */
export interface TypedResult extends FormResult {
  /** The submitted text fields, for the re-rendered form's default values (never secrets or files). */
  values?: Record<string, string>;
}

/** Fields never sent back: secrets, and React's and Next's own hidden fields. */
const NOT_ECHOED = /password|secret|token|code|^\$ACTION/i;

/** The FormData's text fields (the first of each name), without the fields above. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (typeof value === "string" && !NOT_ECHOED.test(key) && !(key in values)) values[key] = value;
  return values;
}

/**
 * A server action whose refusal (an `error` or field errors) carries the submitted values back, so a
 * form posted without JavaScript re-renders with what was typed next to its errors (ADR 055).
 */
export function keepTyped<S extends TypedResult>(
  action: (previous: S, form: FormData) => Promise<S>,
): (previous: S, form: FormData) => Promise<S> {
  return async (previous, form) => {
    const result = await action(previous, form);
    return result.error || result.fields ? { ...result, values: typedValues(form) } : result;
  };
}
