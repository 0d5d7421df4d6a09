import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import type { WorkspaceSection } from "@/lib/applications/workspace-links";
import { cn } from "@/lib/utils/cn";

/*
 * The deal workspace's frame, one for the client's, the partner's and the staff workspace (issue #36
 * item 1): the header (back link, business name as the h1, status, application number, the one next
 * step), the sticky menu of the sections and each section at its anchor. Each role gives its own
 * words; the links are workspaceHref's anchors (lib/applications/workspace-links).
 */

/**
 * The header: the back link (with anything beside it, e.g. the staff's bell), the business name and
 * its status, the application's number (after `numberLabel` when given, before `summary`), then the
 * role's facts and next step as children.
 */
export function WorkspaceHeader({
  back,
  aside,
  title,
  status,
  number,
  numberLabel,
  summary,
  children,
}: {
  back: { href: string; label: string };
  aside?: ReactNode;
  title: string;
  status: ReactNode;
  number: string;
  numberLabel?: string;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={back.href} className="text-sm underline">
          {back.label}
        </Link>
        {aside}
      </div>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold break-words">{title}</h1>
          {status}
        </div>
        <p className="text-sm text-muted-foreground">
          {numberLabel ? `${numberLabel} ` : null}
          <span className="font-mono">{number}</span>
          {summary ? <> · {summary}</> : null}
        </p>
        {children}
      </header>
    </>
  );
}

/** The box the next step stands in; its words, and its name where it is a region, are the role's. */
export function NextStepBox({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("grid gap-1 rounded-lg border border-primary/40 bg-primary/5 p-4", className)} {...props} />
  );
}

/** The sections' in-page menu, sticky at the top: one link a section, to its anchor. */
export function SectionMenu({
  label,
  sections,
}: {
  /** The navigation's accessible name. */
  label: string;
  sections: readonly { id: WorkspaceSection; title: string }[];
}) {
  return (
    <nav aria-label={label} className="sticky top-0 z-10 -mx-4 overflow-x-auto bg-background px-4 py-2">
      <ul className="flex gap-2 text-sm">
        {sections.map((s) => (
          <li key={s.id} className="shrink-0">
            <a href={`#${s.id}`} className="inline-block rounded-md border border-border px-3 py-1 hover:bg-muted">
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of the workspace at its anchor (`id`), named by its h2 (`headingId`, `<id>-heading` unless given). */
export function WorkspacePanel({
  id,
  title,
  headingId = `${id}-heading`,
  children,
}: {
  id: WorkspaceSection;
  title: string;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-4 rounded-lg border border-border p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
