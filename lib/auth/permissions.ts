import { Role as RoleEnum } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";

/**
 * The one permission model (ADR 011). Each role holds permission strings "<action>:<entity>:<scope>";
 * scope "any" means every record, "own" the records the user owns (client of an application, owner
 * of a document, partner of a lead), "referred" the applications a partner referred.
 * Pure: `requirePermission` gates the server, `can` hides UI (never protects), and the query
 * scopes below turn the same table into Prisma where-clauses. No other code compares roles to
 * decide access.
 */
/** From the Prisma enum (the database's own list), not restated. */
export const ROLES = Object.values(RoleEnum);
export type Role = (typeof ROLES)[number];

export type Scope = "any" | "own" | "referred";
export type Action =
  | "create:application"
  | "read:application"
  | "read:client-dashboard"
  | "withdraw:application"
  | "update:application-status"
  | "assess:application"
  | "create:document"
  | "read:document"
  | "read:document-list"
  | "review:document"
  // Issue 36 item 5: take a wrong upload off the file (staff with a reason; the owner while not approved).
  | "remove:document"
  | "request:document"
  | "override:readiness"
  | "read:message"
  | "create:message"
  | "draft:message"
  | "manage:lead"
  | "convert:lead"
  | "read:commission"
  | "read:broker-dashboard"
  | "read:staff-dashboard"
  | "read:inquiry"
  | "review:partner-application"
  | "manage:user"
  | "manage:lender"
  | "read:audit"
  | "reopen:application"
  | "update:settings"
  | "read:full-application"
  | "update:full-application"
  // Issue 16: from quotes to a settled loan.
  | "submit:lender"
  | "read:submission"
  | "read:offer"
  | "respond:offer"
  | "sign:contract"
  | "record:settlement"
  | "assign:application"
  | "read:internal-note"
  | "create:internal-note"
  | "manage:status-target"
  | "read:notification"
  // Issue 34 item 5: the complaints register (ADR 061).
  | "create:complaint"
  | "read:complaint"
  | "respond:complaint"
  | "manage:complaint"
  // Issue 34 items 1-2 (ADR 066): the owner's consent per lender and the data-room ledger.
  | "consent:lender"
  | "request:lender-consent"
  | "read:lender-ledger"
  // ADR 083: staff and admin carry out a deletion the owner asked for, once the deal is closed.
  | "delete:client-data"
  // Issue 35 items 6 and 7: a partner's API keys and webhook endpoints (ADR 072, 073).
  | "manage:integration";
export type Permission = `${Action}:${Scope}`;

const STAFF: Permission[] = [
  "read:application:any",
  "update:application-status:any",
  "assess:application:any",
  "read:document:any",
  "read:document-list:any",
  "review:document:any",
  "remove:document:any",
  // Custom checklist requests ("Please send your latest ATO portal statement").
  "request:document:any",
  "read:message:any",
  "create:message:any",
  "draft:message:any",
  "read:staff-dashboard:any",
  "read:inquiry:any",
  "review:partner-application:any",
  "update:settings:own",
  // The full credit file, identifiers unmasked (ADR 015).
  "read:full-application:any",
  "update:full-application:any",
  // Issue 16: submit to lenders and key in their decisions, record settlement and loan outcomes,
  // work the queue (assign, internal notes that never leave staff).
  "submit:lender:any",
  "read:submission:any",
  "read:offer:any",
  "record:settlement:any",
  "assign:application:any",
  "read:internal-note:any",
  "create:internal-note:any",
  "read:notification:own",
  "read:complaint:any",
  "manage:complaint:any",
  // Issue 34 items 1-2: staff propose lenders (submit:lender), read each lender's consent and ledger.
  "read:lender-ledger:any",
  "delete:client-data:any",
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  client: [
    "create:application:own",
    "read:application:own",
    "read:client-dashboard:own",
    "withdraw:application:own",
    "create:document:own",
    "read:document:own",
    "read:document-list:own",
    "remove:document:own",
    "read:message:own",
    "create:message:own",
    "update:settings:own",
    "read:full-application:own",
    "update:full-application:own",
    // Issue 16: compare offers, accept one or decline all, sign the contract.
    "read:offer:own",
    "respond:offer:own",
    "sign:contract:own",
    "read:notification:own",
    "create:complaint:own",
    "read:complaint:own",
    "respond:complaint:own",
    // Issue 34 items 1-2: only the owner approves or removes a lender, withdraws one, asks for deletion.
    "consent:lender:own",
    "read:lender-ledger:own",
  ],
  partner: [
    "read:application:referred",
    // Names and statuses of a referred client's documents, never their contents.
    "read:document-list:referred",
    // Uploading for a referred client's checklist (attributed to the partner, owned by the client).
    "create:document:referred",
    "read:message:referred",
    "manage:lead:own",
    // Submits an own lead's application for the client, held until the client confirms it (ADR 019).
    "convert:lead:own",
    "read:commission:own",
    "read:broker-dashboard:own",
    "update:settings:own",
    // Completes the credit file on a referred client's behalf; identifiers stay masked.
    "read:full-application:referred",
    "update:full-application:referred",
    // Issue 16: sees the offers on a referred application and which one the client accepted.
    "read:offer:referred",
    "read:notification:own",
    "create:complaint:own",
    "read:complaint:own",
    "respond:complaint:own",
    // Issue 34 item 1: a broker may ask the client to answer, never answer for them.
    "request:lender-consent:referred",
    "manage:integration:own",
  ],
  staff: STAFF,
  admin: [
    ...STAFF,
    "manage:user:any",
    "manage:lender:any",
    "read:audit:any",
    "reopen:application:any",
    // Move to lender matching despite missing documents or an incomplete file, with a note (audited).
    "override:readiness:any",
    // Issue 16: per-status targets behind the queue's overdue badges.
    "manage:status-target:any",
  ],
};

export interface Principal {
  id: string;
  role: string;
}

/** Who owns a record: the client/owner, and (applications) the referring partner. */
export interface Ownable {
  ownerId?: string | null;
  partnerId?: string | null;
}

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

export function scopeOf(user: Principal | null | undefined, action: Action): Scope | null {
  const scopes = scopesOf(user, action);
  if (scopes.includes("any")) return "any";
  return scopes[0] ?? null;
}

function scopesOf(user: Principal | null | undefined, action: Action): Scope[] {
  if (!user || !isRole(user.role)) return [];
  return ROLE_PERMISSIONS[user.role]
    .filter((p) => p.startsWith(`${action}:`))
    .map((p) => p.slice(action.length + 1) as Scope);
}

/** May `user` do `action`, on `resource` when given (ownership checked), or at all when not? */
export function can(user: Principal | null | undefined, action: Action, resource?: Ownable): boolean {
  const scopes = scopesOf(user, action);
  if (!user || scopes.length === 0) return false;
  if (!resource || scopes.includes("any")) return true;
  return (
    (scopes.includes("own") && resource.ownerId === user.id) ||
    (scopes.includes("referred") && !!resource.partnerId && resource.partnerId === user.id)
  );
}

export interface Refusal {
  /** 403 by default; "not_found" where even the record's existence must not leak. */
  code?: "forbidden" | "not_found";
  message?: string;
}

/**
 * The server-side gate: returns the scope the user holds for `action` (on `resource` when given),
 * or throws AppError — 401 for nobody, else 403 (or 404, for records whose existence is private).
 */
export function requirePermission(
  user: Principal | null | undefined,
  action: Action,
  resource?: Ownable,
  refusal: Refusal = {},
): Scope {
  if (!user) throw new AppError("unauthorized");
  const scope = scopeOf(user, action);
  if (!scope || !can(user, action, resource)) throw new AppError(refusal.code ?? "forbidden", refusal.message);
  return scope;
}

/** Where-clause fields for the two ownable tables; a scope maps to one of them or to no filter. */
const APPLICATION_SCOPE = { own: "clientId", referred: "partnerId" } as const;
const DOCUMENT_SCOPE = { own: "ownerId", referred: null } as const;

function whereFor<F extends string>(
  user: Principal,
  action: Action,
  fields: { own: F; referred: F | null },
): Partial<Record<F, string>> {
  const scope = requirePermission(user, action);
  if (scope === "any") return {};
  const field = fields[scope];
  // A scope with no column to filter on sees nothing rather than everything.
  if (!field) throw new AppError("forbidden");
  return { [field]: user.id } as Partial<Record<F, string>>;
}

/** Prisma where-clause for the applications `user` may `action` (client: own, partner: referred, team: all). */
export const applicationScope = (user: Principal, action: Action = "read:application") =>
  whereFor(user, action, APPLICATION_SCOPE);

/** Prisma where-clause for the documents `user` may `action` (client: own, team: all). */
export const documentScope = (user: Principal, action: Action = "read:document") =>
  whereFor(user, action, DOCUMENT_SCOPE);

/** Where a role's portal lives (sign-in redirects, dev logins). */
export function portalFor(role: string | null | undefined): string {
  switch (role) {
    case "client":
      return "/client";
    case "partner":
      return "/partner";
    case "staff":
    case "admin":
      return "/staff";
    default:
      return "/";
  }
}
