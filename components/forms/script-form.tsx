import type { ComponentProps } from "react";

/** Where a form that needs JavaScript posts when it has none: a page that says nothing was sent. */
export const NEEDS_JAVASCRIPT = "/api/forms/needs-javascript";

/**
 * A form that still needs JavaScript (its submit is handled in the browser, ADR 055 lists them).
 * It is never a bare `<form>`: before hydration or without JavaScript it POSTs to a page that says
 * nothing was sent and why, so what was typed never ends up in an address by GET.
 */
export function ScriptForm(props: Omit<ComponentProps<"form">, "action" | "method">) {
  return <form method="post" action={NEEDS_JAVASCRIPT} {...props} />;
}
