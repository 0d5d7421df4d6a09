/**
 * One address for an application's deal workspace, per role (issue #36 item 1). Every e-mail,
 * notification and page that points at an application goes through here, so a link always lands
 * on the section it names. Sections are the workspace's anchors (`id` of each section).
 */
export type WorkspaceRole = "client" | "partner" | "staff";

export const WORKSPACE_SECTIONS = [
  "overview",
  "loan",
  "application",
  "documents",
  "offers",
  "contract",
  "messages",
  /** The partner's commission on the deal. */
  "commission",
  "notes",
  "assessment",
  "audit",
] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

export function workspaceHref(role: WorkspaceRole, applicationId: string, section?: WorkspaceSection): string {
  const base = `/${role}/applications/${encodeURIComponent(applicationId)}`;
  return section ? `${base}#${section}` : base;
}
