"use client";
import { useEffect, useState } from "react";
import { onFirstTouch } from "@/components/shared/first-touch";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form driven by the zod schema the server parses with: the fields hold the schema's
 * input, handleSubmit receives its parsed output.
 *
 * The schema arrives through `load` (a dynamic import of its module), the resolver with it: zod is
 * about 31 kB gzip, so a page's first load carries none of it; it loads when the visitor first presses or focuses anything
 * on the page, or at the first validation, whichever comes first (ADR 035). A form's module imports
 * its schema's module for types only (`import type`).
 */
export function useZodForm<S extends Schema>(load: () => Promise<S>, defaultValues: DefaultValues<z.input<S>>) {
  const resolver = useLazyZodResolver(load);
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
}

/** A resolver for the schema `load` gives, loaded once, on the first touch of the page or validation. */
export function useLazyZodResolver<S extends Schema>(load: () => Promise<S>) {
  const [lazy] = useState(() => {
    let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
    const get = () =>
      (ready ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
        (error: unknown) => {
          ready = undefined; // a chunk that failed to load (offline) is fetched again next time
          throw error;
        },
      ));
    const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
      (await get())(values, context, options);
    return { get, resolver };
  });
  useEffect(() => onFirstTouch(() => void lazy.get()), [lazy]);
  return lazy.resolver;
}
