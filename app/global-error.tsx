"use client";
import "./globals.css";
import { LazyErrorView as ErrorView } from "@/components/errors/lazy-error-view";

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
