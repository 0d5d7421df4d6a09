import { notFound, redirect } from "next/navigation";
import { PortalAccessState } from "@/components/portal/portal-access";
import { needsCreditGuideAck, getVerifiedUser, type SessionUser } from "@/lib/auth";
import { can, type Action } from "@/lib/auth/client";
import type { PortalSegment } from "@/lib/auth/client";
import { allStorable, storableOnly } from "@/lib/validation/client";

export type SearchParams = Record<string, string | string[] | undefined>;
/** Where a client acknowledges the credit guide before anything else in the portal (ADR 067). */
export const CREDIT_GUIDE_PATH = "/client/credit-guide";
/** A dynamic route's segments (`[id]`): none on the portals' home pages. */
export type RouteParams = Record<string, string>;
export type PortalPageProps = { searchParams?: Promise<SearchParams>; params?: Promise<RouteParams> };
type Gate = { segment: PortalSegment; path: string | ((route: RouteParams) => string); action: Action };
type Render = (user: SessionUser, params: SearchParams, route: RouteParams) => Promise<React.ReactNode>;

/**
 * One portal request: load the verified user (staff finish their second factor first), check the
 * permission and render the segment's access state, or the page. proxy.ts refuses earlier, but the
 * page never relies on it (ADR 012). `gate.path` is the URL asked for, where sign-in returns.
 * Before any database call, as the API does (issue #39 item 6): an address segment that is not
 * storable text (`/client/applications/%00/complete`) is not found, and such a query value
 * (`?application=%00`) is ignored; PostgreSQL refused them with an error page.
 */
export async function renderPortal(gate: Gate, { searchParams, params }: PortalPageProps, render: Render) {
  const route = (await params) ?? {};
  if (!allStorable(route)) notFound();
  const query = storableOnly((await searchParams) ?? {});
  const user = await getVerifiedUser({ finishSecondFactor: true });
  const path = typeof gate.path === "function" ? gate.path(route) : gate.path;
  if (!user || !can(user, gate.action)) {
    return <PortalAccessState segment={gate.segment} path={path} role={user?.role ?? null} />;
  }
  // The credit guide comes before anything else in the client portal (ADR 067): on a page of its own,
  // so its form is in no other portal page's JavaScript.
  if (path !== CREDIT_GUIDE_PATH && (await needsCreditGuideAck(user)))
    redirect(`${CREDIT_GUIDE_PATH}?${new URLSearchParams({ next: path })}`);
  return render(user, query, route);
}

/** A portal route's page component (its default export). */
export const portalPage = (gate: Gate, render: Render) =>
  function PortalPage(props: PortalPageProps) {
    return renderPortal(gate, props, render);
  };

/** The query's single, non-empty values (what the filter forms' zod schemas parse). */
export const filledParams = (params: SearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
