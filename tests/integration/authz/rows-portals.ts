import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { loanAnswers } from "../../support/wizard-answers";
import { only, type AuthzRow } from "./types";

const staffOnly = (status = 200) => only({ staff: status, admin: status }, 403);
const partnersOnly = (status = 200) => only({ partnerA: status, partnerB: status }, 403);
const everyone = (status: number) => only({}, status, status);

export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/route.ts",
    method: "GET",
    note: "own, referred, someone else's",
    request: (c) => ({ path: `/api/applications/${c.applicationId}`, params: { id: c.applicationId } }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "applications/[id]/status/route.ts",
    method: "PATCH",
    note: "staff only; a bad status is a 400 after the permission check",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/status`,
      params: { id: c.applicationId },
      body: { status: "bogus", notes: "x" },
    }),
    expect: staffOnly(400),
  },
  {
    route: "applications/[id]/ai-assessment/route.ts",
    method: "POST",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/ai-assessment`, params: { id: c.applicationId } }),
    expect: staffOnly(200),
  },
  {
    route: "applications/[id]/withdraw/route.ts",
    method: "POST",
    note: "only the owning client",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/withdraw`, params: { id: c.applicationId } }),
    expect: only({ clientA: [200, 409], clientB: 404 }, 403),
  },
  {
    route: "staff/dashboard/route.ts",
    method: "GET",
    request: () => ({ path: "/api/staff/dashboard" }),
    expect: staffOnly(),
  },
  {
    route: "broker/applications/route.ts",
    method: "GET",
    request: () => ({ path: "/api/broker/applications" }),
    expect: partnersOnly(),
  },
  {
    route: "broker/dashboard/route.ts",
    method: "GET",
    request: () => ({ path: "/api/broker/dashboard" }),
    expect: partnersOnly(),
  },
  {
    route: "broker/statement/route.ts",
    method: "GET",
    request: () => ({ path: "/api/broker/statement?month=2026-11&format=csv" }),
    expect: partnersOnly(),
  },
  { route: "leads/route.ts", method: "GET", request: () => ({ path: "/api/leads" }), expect: partnersOnly() },
  {
    route: "leads/route.ts",
    method: "POST",
    note: "invalid body",
    request: () => ({ path: "/api/leads", body: {} }),
    expect: partnersOnly(400),
  },
  {
    route: "leads/[id]/route.ts",
    method: "PATCH",
    note: "own lead vs another partner's",
    request: (c) => ({ path: `/api/leads/${c.leadId}`, params: { id: c.leadId }, body: { notes: "Called back" } }),
    expect: only({ partnerA: 200, partnerB: 404 }, 403),
  },
  {
    route: "documents/route.ts",
    method: "GET",
    request: () => ({ path: "/api/documents" }),
    expect: only({ clientA: 200, clientB: 200, staff: 200, admin: 200 }, 403),
  },
  {
    route: "documents/upload/route.ts",
    method: "POST",
    note: "not multipart",
    request: () => ({ path: "/api/documents/upload", body: { file: "x" } }),
    expect: only({ clientA: 400, clientB: 400, partnerA: 400, partnerB: 400 }, 403),
  },
  {
    route: "documents/[id]/route.ts",
    method: "GET",
    note: "owner and staff only; partners never open client documents",
    request: (c) => ({ path: `/api/documents/${c.documentId}`, params: { id: c.documentId } }),
    expect: only({ clientA: 200, clientB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "documents/[id]/route.ts",
    method: "GET",
    note: "the inline preview (issue #36 item 5): the download's own authorisation",
    request: (c) => ({
      path: `/api/documents/${c.documentId}?disposition=inline`,
      params: { id: c.documentId },
    }),
    expect: only({ clientA: 200, clientB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "documents/[id]/route.ts",
    method: "PATCH",
    note: "review",
    request: (c) => ({
      path: `/api/documents/${c.documentId}`,
      params: { id: c.documentId },
      body: { status: "approved" },
    }),
    expect: staffOnly(),
  },
  {
    route: "messages/route.ts",
    method: "GET",
    request: (c) => ({ path: `/api/messages?applicationId=${c.applicationId}` }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "messages/route.ts",
    method: "POST",
    request: (c) => ({ path: "/api/messages", body: { applicationId: c.applicationId, content: "Hello" } }),
    expect: only({ clientA: 201, clientB: 404, staff: 201, admin: 201 }, 403),
  },
  {
    route: "messages/ai-response/route.ts",
    method: "POST",
    request: (c) => ({ path: "/api/messages/ai-response", body: { applicationId: c.applicationId } }),
    expect: staffOnly(),
  },
  {
    route: "abn-lookup/route.ts",
    method: "POST",
    note: "public; a registered ABN",
    request: () => ({ path: "/api/abn-lookup", body: { abnNumber: BUNDLED_REGISTER[0]!.abn } }),
    expect: everyone(200),
  },
  {
    route: "company-search/route.ts",
    method: "POST",
    note: "public",
    request: () => ({ path: "/api/company-search", body: { companyName: "Harbour" } }),
    expect: everyone(200),
  },
  {
    route: "contact/route.ts",
    method: "POST",
    note: "public; invalid body",
    request: () => ({ path: "/api/contact", body: {} }),
    expect: everyone(400),
  },
  {
    route: "newsletter/route.ts",
    method: "POST",
    note: "public; invalid body",
    request: () => ({ path: "/api/newsletter", body: {} }),
    expect: everyone(400),
  },
  {
    route: "newsletter/confirm/route.ts",
    method: "GET",
    note: "public; unknown token",
    request: () => ({ path: `/api/newsletter/confirm?token=${"x".repeat(20)}` }),
    expect: everyone(303),
  },
  {
    route: "partner-applications/route.ts",
    method: "POST",
    note: "public; invalid body",
    request: () => ({ path: "/api/partner-applications", body: {} }),
    expect: everyone(400),
  },

  {
    route: "account/notifications/route.ts",
    method: "PATCH",
    note: "every signed-in user, for themselves",
    request: () => ({ path: "/api/account/notifications", body: { notifyByEmail: true } }),
    expect: only({ clientA: 200, clientB: 200, partnerA: 200, partnerB: 200, staff: 200, admin: 200 }, 200),
  },

  {
    route: "quotes/preview/route.ts",
    method: "POST",
    note: "public",
    request: () => ({
      path: "/api/quotes/preview",
      body: loanAnswers,
    }),
    expect: only({}, 200, 200),
  },

  {
    route: "assets/[file]/route.ts",
    method: "GET",
    note: "public; traversal refused",
    request: () => ({ path: "/api/assets/logo.svg", params: { file: "logo.svg" } }),
    expect: only({}, 200, 200),
  },
  {
    route: "resources/[file]/route.ts",
    method: "GET",
    note: "public downloads",
    request: () => ({ path: "/api/resources/cash-flow-planning.pdf", params: { file: "cash-flow-planning.pdf" } }),
    expect: only({}, 200, 200),
  },

  {
    route: "partner-applications/[id]/route.ts",
    method: "PATCH",
    note: "staff only; a decline needs a reason",
    request: () => ({
      path: "/api/partner-applications/unknown",
      params: { id: "unknown" },
      body: { decision: "decline", reason: "" },
    }),
    expect: staffOnly(400),
  },
  {
    route: "admin/users/route.ts",
    method: "GET",
    request: () => ({ path: "/api/admin/users?q=bizfund" }),
    expect: only({ admin: 200 }, 403),
  },
  {
    route: "admin/users/[id]/route.ts",
    method: "PATCH",
    note: "admin only; an empty change is a no-op",
    request: (c) => ({ path: `/api/admin/users/${c.users.clientB.id}`, params: { id: c.users.clientB.id }, body: {} }),
    expect: only({ admin: 200 }, 403),
  },
  {
    route: "admin/lenders/route.ts",
    method: "GET",
    request: () => ({ path: "/api/admin/lenders" }),
    expect: only({ admin: 200 }, 403),
  },
  {
    route: "admin/lenders/route.ts",
    method: "POST",
    note: "invalid body",
    request: () => ({ path: "/api/admin/lenders", body: { name: "x" } }),
    expect: only({ admin: 400 }, 403),
  },
  {
    route: "admin/lenders/[id]/route.ts",
    method: "PATCH",
    note: "unknown lender",
    request: () => ({ path: "/api/admin/lenders/none", params: { id: "none" }, body: { speedHours: 24 } }),
    expect: only({ admin: 404 }, 403),
  },
  {
    route: "admin/audit/route.ts",
    method: "GET",
    request: () => ({ path: "/api/admin/audit?entity=Application" }),
    expect: only({ admin: 200 }, 403),
  },
  {
    route: "account/sign-out-everywhere/route.ts",
    method: "POST",
    note: "any signed-in user, for themselves (runs last: it ends the sessions)",
    request: () => ({ path: "/api/account/sign-out-everywhere" }),
    expect: only({ clientA: 200, clientB: 200, partnerA: 200, partnerB: 200, staff: 200, admin: 200 }, 200),
  },
];
