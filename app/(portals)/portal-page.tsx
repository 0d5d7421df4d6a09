import { PortalAccessState } from "@/components/portal/portal-access";
import { can, type Action } from "@/lib/auth/permissions";
import type { PortalSegment } from "@/lib/auth/portal-gate";
import { getVerifiedUser, type SessionUser } from "@/lib/auth/session";

export type SearchParams = Record<string, string | string[] | undefined>;
/** A dynamic route's segments (`[id]`): none on the portals' home pages. */
export type RouteParams = Record<string, string>;
export type PortalPageProps = { searchParams?: Promise<SearchParams>; params?: Promise<RouteParams> };
type Gate = { segment: PortalSegment; path: string | ((route: RouteParams) => string); action: Action };
type Render = (user: SessionUser, params: SearchParams, route: RouteParams) => Promise<React.ReactNode>;

/**
 * One portal request: load the verified user (staff finish their second factor first), check the
 * permission and render the segment's access state, or the page. proxy.ts refuses earlier, but the
 * page never relies on it (ADR 012). `gate.path` is the URL asked for, where sign-in returns.
 */
export async function renderPortal(gate: Gate, { searchParams, params }: PortalPageProps, render: Render) {
  const route = (await params) ?? {};
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, gate.action)) {
    const path = typeof gate.path === "function" ? gate.path(route) : gate.path;
    return <PortalAccessState segment={gate.segment} path={path} role={user?.role ?? null} />;
  }
  return render(user, (await searchParams) ?? {}, route);
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
