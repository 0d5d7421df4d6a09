"use client";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/use-zod-form";
import type { TypedResult } from "@/lib/http/form-values";

type Schema = z.ZodType<FieldValues, FieldValues>;

/** What a form says about an answer: the spec's toast with JavaScript, the same words inline without. */
export interface Notice {
  kind: "success" | "error";
  title: string;
  description?: string;
  /** Shown only where no toast can be (a confirmation the page itself gives once JavaScript runs). */
  toast?: false;
}

const subscribeNothing = () => () => {};
/** False in the server's HTML (and a page that never hydrates), true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/**
 * THE form pattern (ADR 055, docs/architecture.md "Forms"): a `<form action={serverAction}>` that
 * POSTs before and without JavaScript, enhanced by react-hook-form once React runs.
 *
 * - Without JavaScript (or before hydration, or when chunks fail) the browser POSTs the form to the
 *   server action, which parses it with the same zod schema; the page is rendered again with the
 *   action's answer: field errors, the form's notice, and what was typed (`state.values`).
 * - With JavaScript, the submit is checked in the browser with the same schema first (loaded on
 *   first touch, ADR 035); a valid form sends the same FormData to the same action in a transition.
 *   The server's field errors land on the fields, `say` raises its toast, `onDone` runs on success.
 */
export function useActionForm<S extends Schema, R extends TypedResult>({
  action,
  schema,
  defaults,
  say,
  onDone,
  onValid,
  onInvalid,
  keepValues,
}: {
  action: (previous: R, form: FormData) => Promise<R>;
  /** The schema's loader: the one the action parses with. */
  schema: () => Promise<S>;
  /**
   * The form's values. A function gets the action's answer (the page rendered again after a post
   * without JavaScript, the form reset after a success) for forms whose values the answer changes
   * or whose fields are not flat; it then reads what was typed itself.
   */
  defaults: DefaultValues<z.input<S>> | ((state: R) => DefaultValues<z.input<S>>);
  /** The notice for an answer (success or refusal), or none. */
  say?: (state: R) => Notice | null;
  /** After an answer that is no refusal (the form is reset first). */
  onDone?: (state: R) => void | Promise<void>;
  /** The browser's own check passed: a step of the browser's own before the action is sent (its parsed values). */
  onValid?: (values: z.output<S>) => void | Promise<void>;
  /** The browser's own check refused the values (a form-level toast, where the spec has one). */
  onInvalid?: () => void;
  /** After a success, keep what was sent rather than clear the form (a record's settings, saved and shown again). */
  keepValues?: boolean;
}) {
  const [initial] = useState(() => ({}) as R);
  const [state, dispatch, pending] = useActionState<R, FormData>(action, initial as Awaited<R>) as [
    R,
    (form: FormData) => void,
    boolean,
  ];
  const valuesFor = (answer: R, given: typeof defaults) =>
    (typeof given === "function" ? given(answer) : { ...given, ...answer.values }) as DefaultValues<z.input<S>>;
  const form = useZodForm(schema, valuesFor(state, defaults));
  const hydrated = useHydrated();
  const latest = useRef({ say, onDone, defaults, keepValues });
  useEffect(() => {
    latest.current = { say, onDone, defaults, keepValues };
  });

  useEffect(() => {
    if (state === initial) return;
    const { say, onDone, defaults, keepValues } = latest.current;
    for (const [name, messages] of Object.entries(state.fields ?? {}))
      form.setError(name as Path<z.input<S>>, { message: messages[0] });
    const notice = say?.(state);
    if (notice && notice.toast !== false)
      (notice.kind === "success" ? toast.success : toast.error)(notice.title, { description: notice.description });
    if (!state.error && !state.fields) {
      form.reset(keepValues ? form.getValues() : typeof defaults === "function" ? defaults(state) : defaults);
      void onDone?.(state);
    }
  }, [state, initial, form]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const send = () => startTransition(() => dispatch(new FormData(element)));
    // handleSubmit cancels the browser's own submission at once; if the schema's chunk cannot load
    // (offline), the action checks the values itself.
    form
      .handleSubmit(async (values) => {
        await onValid?.(values);
        send();
      }, onInvalid)(event)
      .catch(send);
  }

  return {
    form,
    state,
    hydrated,
    pending: pending || form.formState.isSubmitting,
    /** The form's props: the action, for the browser's POST; the enhanced submit, once hydrated. */
    formProps: { action: dispatch, onSubmit, noValidate: true },
    /** A field's error: the browser's check once hydrated, else the server's answer. */
    error: (name: Path<z.input<S>>): string | undefined =>
      hydrated ? (form.formState.errors[name]?.message as string | undefined) : state.fields?.[name]?.[0],
    /** What was typed into a field, as the server answered it (the field's default value). */
    typed: (name: string): string | undefined => state.values?.[name],
    /** The notice to show inline: only without JavaScript (with it, the toast says it). */
    notice: hydrated || state === initial ? null : (say?.(state) ?? null),
  };
}
