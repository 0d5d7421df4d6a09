import { only, type AuthzRow } from "./types";

/**
 * The analyst's work queue and notifications (issue 16 items 6 and 7). Internal notes are the team's
 * alone: clients and partners are refused even on their own or referred application.
 */
export const rows: AuthzRow[] = [
  {
    route: "staff/applications/[id]/notes/route.ts",
    method: "GET",
    note: "internal notes: staff and admin only, never the owner or the referring partner",
    request: (c) => ({ path: `/api/staff/applications/${c.applicationId}/notes`, params: { id: c.applicationId } }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/applications/[id]/notes/route.ts",
    method: "POST",
    note: "add an internal note: staff and admin only",
    request: (c) => ({
      path: `/api/staff/applications/${c.applicationId}/notes`,
      params: { id: c.applicationId },
      body: { body: "Checked the ABN history with the director." },
    }),
    expect: only({ staff: 201, admin: 201 }, 403),
  },
  {
    route: "staff/applications/[id]/assignee/route.ts",
    method: "PUT",
    note: "assign: staff and admin only",
    request: (c) => ({
      path: `/api/staff/applications/${c.applicationId}/assignee`,
      params: { id: c.applicationId },
      body: { assigneeId: c.users.staff.id },
    }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/assignees/route.ts",
    method: "GET",
    note: "who can be assigned: the team only",
    request: () => ({ path: "/api/staff/assignees" }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/status-targets/route.ts",
    method: "PUT",
    note: "status targets: admin only (staff read them in Settings)",
    request: () => ({
      path: "/api/staff/status-targets",
      body: { targets: [{ status: "under_review", targetHours: 72 }] },
    }),
    expect: only({ admin: 200 }, 403),
  },
  {
    route: "notifications/route.ts",
    method: "GET",
    note: "every signed-in user reads their own",
    request: () => ({ path: "/api/notifications" }),
    expect: only({}, 200),
  },
  {
    route: "notifications/read/route.ts",
    method: "POST",
    note: "every signed-in user marks their own",
    request: () => ({ path: "/api/notifications/read", body: { all: true } }),
    expect: only({}, 200),
  },
];
