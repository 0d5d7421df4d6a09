"use client";
import dynamic from "next/dynamic";

// Loaded when a page fails, not with every page (it brings the Button and its class merging).
const ErrorView = dynamic(() => import("@/components/errors/error-view").then((m) => m.ErrorView));

/** A page outside the portals failed: a friendly message and the error's reference. */
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView reference={error.digest} reset={reset} />;
}
