import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PORTAL_TITLES, PortalAccessState } from "@/components/portal/portal-access";
import { can, PORTAL_GATES, type PortalSegment } from "@/lib/auth/client";
import { getVerifiedUser } from "@/lib/auth";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ segment: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const gateOf = (segment: string) => PORTAL_GATES.find((g) => g.segment === segment);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const gate = gateOf((await params).segment);
  return { title: gate ? PORTAL_TITLES[gate.segment] : undefined, robots: { index: false } };
}

/**
 * The access state of a portal segment, shown at the portal's own URL: proxy.ts rewrites here when
 * the session cookie's role cannot use the segment. The state comes from the fresh session, as on
 * the portal page; someone who may use the portal after all (a stale cookie) is not refused here.
 */
export default async function AccessPage({ params, searchParams }: Props) {
  const gate = gateOf((await params).segment);
  if (!gate) notFound();
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (user && gate.actions.some((a) => can(user, a))) notFound();
  const from = (await searchParams).from;
  const path =
    typeof from === "string" &&
    PORTAL_GATES.some((g) => g.segment === gate.segment && (from === g.prefix || from.startsWith(`${g.prefix}/`)))
      ? from
      : gate.prefix;
  return <PortalAccessState segment={gate.segment as PortalSegment} path={path} role={user?.role ?? null} />;
}
