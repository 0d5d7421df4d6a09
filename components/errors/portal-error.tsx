"use client";
import { ErrorView } from "./error-view";
import { useRequestId } from "./request-id";

/** A portal page failed: a friendly message and the request id to quote (the error's digest without one). */
export function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const requestId = useRequestId();
  return <ErrorView reference={requestId ?? error.digest} reset={reset} />;
}
