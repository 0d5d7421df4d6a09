/**
 * The one permission model. Each role holds permission strings "<action>:<entity>:<scope>";
 * scope "any" means every record, "own" the records the user owns (client of an application, owner
 * of a document, partner of a lead), "referred" the applications a partner referred.
 * Pure: used by the server (requirePermission in lib/http) and by the UI (to hide, never to protect).
 */
export const ROLES = ["client", "partner", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type Scope = "any" | "own" | "referred";
export type Action =
  | "create:application"
  | "read:application"
  | "withdraw:application"
  | "update:application-status"
  | "assess:application"
  | "create:document"
  | "read:document"
  | "read:document-list"
  | "review:document"
  | "read:message"
  | "create:message"
  | "draft:message"
  | "manage:lead"
  | "read:commission"
  | "manage:commission"
  | "read:broker-dashboard"
  | "read:staff-dashboard"
  | "read:inquiry"
  | "review:partner-application"
  | "manage:user"
  | "manage:lender"
  | "read:audit"
  | "reopen:application"
  | "update:settings";
export type Permission = `${Action}:${Scope}`;

const STAFF: Permission[] = [
  "read:application:any",
  "update:application-status:any",
  "assess:application:any",
  "read:document:any",
  "read:document-list:any",
  "review:document:any",
  "read:message:any",
  "create:message:any",
  "draft:message:any",
  "read:staff-dashboard:any",
  "read:inquiry:any",
  "review:partner-application:any",
  "manage:commission:any",
  "update:settings:own",
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  client: [
    "create:application:own",
    "read:application:own",
    "withdraw:application:own",
    "create:document:own",
    "read:document:own",
    "read:document-list:own",
    "read:message:own",
    "create:message:own",
    "update:settings:own",
  ],
  partner: [
    "create:application:referred",
    "read:application:referred",
    // Names and statuses of a referred client's documents, never their contents.
    "read:document-list:referred",
    "read:message:referred",
    "manage:lead:own",
    "read:commission:own",
    "read:broker-dashboard:own",
    "update:settings:own",
  ],
  staff: STAFF,
  admin: [...STAFF, "manage:user:any", "manage:lender:any", "read:audit:any", "reopen:application:any"],
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
  if (!user || !isRole(user.role)) return null;
  const scopes = ROLE_PERMISSIONS[user.role]
    .filter((p) => p.startsWith(`${action}:`))
    .map((p) => p.slice(action.length + 1) as Scope);
  if (scopes.includes("any")) return "any";
  return scopes[0] ?? null;
}

/** May `user` do `action`, on `resource` when given (ownership checked), or at all when not? */
export function can(user: Principal | null | undefined, action: Action, resource?: Ownable): boolean {
  if (!user || !isRole(user.role)) return false;
  const scopes = ROLE_PERMISSIONS[user.role]
    .filter((p) => p.startsWith(`${action}:`))
    .map((p) => p.slice(action.length + 1));
  if (scopes.length === 0) return false;
  if (!resource || scopes.includes("any")) return true;
  return (
    (scopes.includes("own") && resource.ownerId === user.id) ||
    (scopes.includes("referred") && !!resource.partnerId && resource.partnerId === user.id)
  );
}

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
