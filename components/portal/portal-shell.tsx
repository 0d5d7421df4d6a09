import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/shared/page-header";
import { StatCard } from "@/components/shared/stat-card";
import { NotificationBell } from "./notification-bell";
import { LogoutForm } from "@/components/site/logout-form";

/** Tailwind needs whole class names: the summary grid for four or five figures. */
// On a phone the tiles sit two by two.
const GRID: Record<number, string> = {
  4: "grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
};

/**
 * The frame of the client, broker and staff portals: the title row (the notifications bell, the
 * portal's own buttons, then Logout), a row of summary figures, then the portal's tabs.
 */
export function PortalShell({
  title,
  description,
  actions,
  stats,
  statsLabel = "Summary",
  complaints,
  children,
}: {
  title: string;
  description: string;
  actions: React.ReactNode;
  stats: { label: string; value: string }[];
  statsLabel?: string;
  /** Where this portal's complaints page is (ADR 061): a link under the portal. */
  complaints?: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <NotificationBell />
            {actions}
            <LogoutForm className={buttonVariants({ variant: "outline" })}>Logout</LogoutForm>
          </>
        }
      />
      <section aria-label={statsLabel} className={`grid gap-4 ${GRID[stats.length] ?? GRID[4]}`}>
        {stats.map((s) => (
          <StatCard key={s.label} large label={s.label} value={s.value} />
        ))}
      </section>
      {children}
      {complaints ? (
        <p className="text-sm">
          <a className="underline" href={complaints.href}>
            {complaints.label}
          </a>
        </p>
      ) : null}
    </main>
  );
}
