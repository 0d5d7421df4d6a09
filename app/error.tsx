"use client";
import { LazyErrorView as ErrorView } from "@/components/errors/lazy-error-view";

/** A page outside the portals failed: a friendly message and the error's reference. */
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView reference={error.digest} reset={reset} />;
}
