import { can, type Action } from "./permissions";

/**
 * What proxy.ts decides per route segment (ADR 012), from the session cookie's claims alone. It is
 * an early, cheap refusal — never the only gate: every page and handler checks the fresh session
 * and the permission again, so a bypassed or mistaken proxy grants nothing.
 */
export type PortalSegment = "admin" | "staff" | "client" | "partner";

interface Gate {
  prefix: string;
  /** Holding any of these lets the request through; the pages and handlers behind check exactly. */
  actions: readonly Action[];
}

/** Most specific first: /staff/admin before /staff. */
export const PORTAL_GATES: readonly (Gate & { segment: PortalSegment })[] = [
  { prefix: "/staff/admin", segment: "admin", actions: ["manage:user"] },
  { prefix: "/staff", segment: "staff", actions: ["read:staff-dashboard"] },
  { prefix: "/client", segment: "client", actions: ["read:client-dashboard"] },
  { prefix: "/partner", segment: "partner", actions: ["read:broker-dashboard"] },
  { prefix: "/broker-portal", segment: "partner", actions: ["read:broker-dashboard"] },
];

/** The claims the session cookie carries (signed by the server; possibly stale, hence pages recheck). */
export interface SessionClaims {
  uid?: unknown;
  role?: unknown;
  mfa?: unknown;
}

export type GateDecision = { kind: "pass" } | { kind: "access-page"; segment: PortalSegment };

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Staff and admin count as signed in only after their second factor (as getVerifiedUser). */
const ROLES_NEEDING_MFA = new Set(["staff", "admin"]);

export function gateFor(pathname: string, claims: SessionClaims | null): GateDecision {
  const principal =
    claims && typeof claims.uid === "string" && typeof claims.role === "string"
      ? { id: claims.uid, role: claims.role }
      : null;
  const pendingMfa = !!principal && ROLES_NEEDING_MFA.has(principal.role) && claims?.mfa !== true;
  const holds = (actions: readonly Action[]) => !!principal && actions.some((a) => can(principal, a));

  const portal = PORTAL_GATES.find((g) => under(pathname, g.prefix));
  // A half-signed-in staff member goes on to the page, which sends them to finish the second factor.
  if (!portal || pendingMfa || holds(portal.actions)) return { kind: "pass" };
  return { kind: "access-page", segment: portal.segment };
}

/** Where the proxy rewrites a refused portal request: same URL in the browser, the access state rendered. */
export function accessPagePath(segment: PortalSegment, from: string): string {
  return `/access/${segment}?from=${encodeURIComponent(from)}`;
}
