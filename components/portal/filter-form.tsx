"use client";
import { usePathname, useRouter } from "next/navigation";
import { useTransition, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/** The list's address for a filter form's fields: empty fields left out, so the address stays short. */
export function filterHref(action: string, form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value !== "") query.append(name, value);
  const qs = query.toString();
  return qs ? `${action}?${qs}` : action;
}

/**
 * A GET filter form without a page load (ADR 082): with JavaScript the query goes into the address
 * through the router (`replace`, in a transition: the server component reads it and renders the
 * filtered list; no document load, the history is not flooded), and a choice in a list or a date
 * applies at once. Without JavaScript the form submits by GET as before.
 */
export function useSoftFilter(action: string) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const go = (href: string) => startTransition(() => router.replace(href, { scroll: false }));
  return {
    pending,
    go,
    /** The form's handlers; the form itself keeps `method="get"` and its `action` (the list's address). */
    handlers: {
      "aria-busy": pending || undefined,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        // A form posted elsewhere (another page's address) is left to the browser.
        if (pathname !== action) return;
        event.preventDefault();
        go(filterHref(action, event.currentTarget));
      },
      onChange(event: ChangeEvent<HTMLFormElement>) {
        const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        // Lists and dates apply at once; typed text waits for Enter or the button.
        if (pathname === action && (field.tagName === "SELECT" || field.type === "date"))
          go(filterHref(action, event.currentTarget));
      },
    },
  };
}

/** A search over a list (GET: the query is the list's address, never a record's data): its fields, then the submit button. The server reads the query and filters. */
export function FilterForm({
  action,
  submitLabel,
  className,
  children,
}: {
  /** The page the query goes to (the list's own address). */
  action: string;
  submitLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { handlers } = useSoftFilter(action);
  return (
    <form method="get" action={action} {...handlers} className={cn("flex items-end gap-2", className)}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
