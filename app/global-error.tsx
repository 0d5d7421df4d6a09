"use client";
import "./globals.css";
import dynamic from "next/dynamic";

// Loaded when a page fails, not with every page (it brings the Button and its class merging).
const ErrorView = dynamic(() => import("@/components/errors/error-view").then((m) => m.ErrorView));

/** The root layout itself failed: render a whole document with the same friendly message. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body>
        <ErrorView reference={error.digest} reset={reset} />
      </body>
    </html>
  );
}
