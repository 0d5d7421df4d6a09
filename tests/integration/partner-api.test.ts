// Issue #35 item 6 (ADR 072): partner API keys (hashed, scoped, revocable, rate-limited per key),
// ownership through the portal's own domain functions, Idempotency-Key on every POST, the OpenAPI document.
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as DOCS_HTML } from "@/app/api/docs/route";
import { GET as OPENAPI } from "@/app/api/docs/openapi.json/route";
import { GET as STATUS } from "@/app/api/v1/applications/[applicationId]/route";
import { POST as UPLOAD } from "@/app/api/v1/applications/[applicationId]/documents/route";
import { POST as APPLY } from "@/app/api/v1/leads/[leadId]/applications/route";
import { POST as LEADS } from "@/app/api/v1/leads/route";
import { createApiKey, revokeApiKey } from "@/lib/partner-api/keys";
import type { ApiScope } from "@/lib/partner-api/scopes";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, routeParams, partnerSession } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const asUser = partnerSession;
const keyFor = async (u: DemoUser, scopes: ApiScope[] = ["leads:write", "applications:read", "documents:write"]) =>
  (await createApiKey(asUser(u), { name: "CRM", scopes }, "203.0.113.9")).key;

/** A request from another system: no cookie, no Origin, the key as a bearer token. */
function call(method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } };
  if (body !== undefined) {
    init.body = body instanceof FormData ? body : JSON.stringify(body);
    if (!(body instanceof FormData)) (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return new Request(`http://127.0.0.1:3000${path}`, init);
}
const lead = (over: Record<string, unknown> = {}) => ({
  contactName: "Jo Citizen",
  businessName: "Citizen Joinery",
  email: `jo.${Math.random().toString(36).slice(2)}@example.com`,
  loanAmount: 80000,
  ...over,
});
const postLead = (key: string | null, body: unknown, headers?: Record<string, string>) =>
  LEADS(call("POST", "/api/v1/leads", key, body, headers));

beforeAll(async () => {
  users = await seedDemo();
  actAs(null);
});
// A partner holds at most 10 live keys: each test starts with none.
beforeEach(async () => {
  await prisma().apiKey.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
});

describe("API keys", () => {
  it("are shown once and stored only as their SHA-256, with a public prefix; creation is audited without the secret", async () => {
    const created = await createApiKey(asUser(users.partnerA), { name: "Salestrekker", scopes: ["leads:write"] });
    expect(created.key).toMatch(/^bfk_[\w-]{48}$/);
    const row = await prisma().apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.secretHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(created.key.startsWith(row.prefix)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "api_key.created", entityId: row.id },
    });
    expect(event.actorId).toBe(users.partnerA.id);
    expect(JSON.stringify(event)).not.toContain(created.key);
  });

  it("authenticate by bearer token only: none, a malformed or unknown key, or a session cookie alone is 401", async () => {
    expect((await postLead(null, lead())).status).toBe(401);
    expect((await postLead("not-a-key", lead())).status).toBe(401);
    expect((await postLead(`bfk_${"x".repeat(48)}`, lead())).status).toBe(401);
    actAs(users.partnerA);
    const withCookieOnly = await postLead(null, lead());
    actAs(null);
    expect(withCookieOnly.status).toBe(401);
    expect(await withCookieOnly.json()).toMatchObject({ message: expect.stringContaining("API key") });
  });

  it("carry scopes: a key without leads:write cannot send a lead (403, audited); with it, the lead is the partner's", async () => {
    const readOnly = await keyFor(users.partnerA, ["applications:read"]);
    const refused = await postLead(readOnly, lead());
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain("leads:write");
    expect(
      await prisma().auditEvent.count({ where: { action: "access.forbidden", actorId: users.partnerA.id } }),
    ).toBeGreaterThan(0);

    const key = await keyFor(users.partnerA, ["leads:write"]);
    const res = await postLead(key, lead({ businessName: "Scoped Joinery" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(body.status).toBe("new");
    const row = await prisma().lead.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.partnerId).toBe(users.partnerA.id);
    expect(await prisma().auditEvent.count({ where: { action: "lead.created", entityId: body.id } })).toBe(1);
  });

  it("refuse invalid input with the portal's field messages", async () => {
    const res = await postLead(await keyFor(users.partnerA), { contactName: "", businessName: "X", email: "nope" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["contactName", "email"]));
  });

  it("stop working the moment they are revoked (401), and another partner cannot revoke them", async () => {
    const created = await createApiKey(asUser(users.partnerA), { name: "Old CRM", scopes: ["leads:write"] });
    expect((await postLead(created.key, lead())).status).toBe(201);
    await expect(revokeApiKey(asUser(users.partnerB), created.id)).rejects.toMatchObject({ status: 404 });
    await revokeApiKey(asUser(users.partnerA), created.id);
    expect((await postLead(created.key, lead())).status).toBe(401);
    expect(await prisma().auditEvent.count({ where: { action: "api_key.revoked", entityId: created.id } })).toBe(1);
  });

  it("are limited per key: past its requests a minute, 429 with Retry-After, and nothing recorded", async () => {
    const created = await createApiKey(asUser(users.partnerA), { name: "Busy", scopes: ["leads:write"] });
    await prisma().apiKey.update({ where: { id: created.id }, data: { ratePerMinute: 2 } });
    const before = await prisma().lead.count();
    expect((await postLead(created.key, lead())).status).toBe(201);
    expect((await postLead(created.key, lead())).status).toBe(201);
    const over = await postLead(created.key, lead());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma().lead.count()).toBe(before + 2);
    // Another key of the same partner has its own allowance.
    expect((await postLead(await keyFor(users.partnerA), lead())).status).toBe(201);
  });
});

describe("ownership", () => {
  it("a key reads its own partner's application and offers, never another partner's (404)", async () => {
    const key = await keyFor(users.partnerA);
    const own = await prisma().application.findFirstOrThrow({ where: { partnerId: users.partnerA.id } });
    const other = await prisma().application.findFirstOrThrow({ where: { partnerId: users.partnerB.id } });
    const ok = await STATUS(call("GET", `/api/v1/applications/${own.id}`, key), routeParams({ applicationId: own.id }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      id: own.id,
      number: own.number,
      status: own.status,
      offers: { count: expect.any(Number) },
    });
    const byNumber = await STATUS(
      call("GET", `/api/v1/applications/${own.number}`, key),
      routeParams({ applicationId: own.number }),
    );
    expect(byNumber.status).toBe(200);
    const refused = await STATUS(
      call("GET", `/api/v1/applications/${other.id}`, key),
      routeParams({ applicationId: other.id }),
    );
    expect(refused.status).toBe(404);

    const form = new FormData();
    form.set("file", new File([Buffer.from("%PDF-1.4\n%%EOF\n")], "bank.pdf", { type: "application/pdf" }));
    const upload = await UPLOAD(
      call("POST", `/api/v1/applications/${other.id}/documents`, key, form),
      routeParams({ applicationId: other.id }),
    );
    expect(upload.status).toBe(404);
    expect(await prisma().document.count({ where: { applicationId: other.id, fileName: "bank.pdf" } })).toBe(0);
  });

  it("uploads a document to its own referred application", async () => {
    const key = await keyFor(users.partnerA, ["documents:write"]);
    const own = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { notIn: ["settled", "declined", "withdrawn"] } },
    });
    const form = new FormData();
    form.set(
      "file",
      new File([Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], "api-statement.pdf", {
        type: "application/pdf",
      }),
    );
    form.set("documentType", "bank_statement");
    const res = await UPLOAD(
      call("POST", `/api/v1/applications/${own.id}/documents`, key, form),
      routeParams({ applicationId: own.id }),
    );
    expect(res.status).toBe(201);
    const doc = await prisma().document.findFirstOrThrow({
      where: { applicationId: own.id, fileName: "api-statement.pdf" },
    });
    expect(doc.uploadedById).toBe(users.partnerA.id);
  });

  it("applies for a lead's client: held until the client confirms, another partner's lead is not found", async () => {
    const key = await keyFor(users.partnerA);
    const created = (await (await postLead(key, lead({ email: "held.client@example.com" }))).json()) as { id: string };
    const answers = {
      ...wizardAnswers({ companyName: "Held Pty Ltd", email: undefined, consentSoftCheck: undefined }),
      clientAuthority: true,
    };
    const apply = (k: string, leadId: string) =>
      APPLY(
        call("POST", `/api/v1/leads/${leadId}/applications`, k, answers, {
          "idempotency-key": "c0ffee00-0000-4000-8000-000000000001",
        }),
        routeParams({ leadId }),
      );
    const res = await apply(key, created.id);
    expect(res.status).toBe(201);
    const held = (await res.json()) as { applicationNumber: string; status: string };
    expect(held.status).toBe("awaiting_client_confirmation");
    const status = await STATUS(
      call("GET", `/api/v1/applications/${held.applicationNumber}`, key),
      routeParams({ applicationId: held.applicationNumber }),
    );
    expect(await status.json()).toMatchObject({ id: null, status: "awaiting_client_confirmation" });
    expect((await apply(await keyFor(users.partnerB), created.id)).status).toBe(404);
  });
});

describe("Idempotency-Key", () => {
  it("the same key and body answer the stored response once; another body under it is 422; none stores nothing", async () => {
    const key = await keyFor(users.partnerA);
    const body = lead({ businessName: "Idempotent Pty Ltd" });
    const before = await prisma().lead.count({ where: { businessName: "Idempotent Pty Ltd" } });
    const first = await postLead(key, body, { "idempotency-key": "order-42" });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await postLead(key, body, { "idempotency-key": "order-42" });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await prisma().lead.count({ where: { businessName: "Idempotent Pty Ltd" } })).toBe(before + 1);

    const other = await postLead(key, { ...body, businessName: "Something Else" }, { "idempotency-key": "order-42" });
    expect(other.status).toBe(422);
    expect((await other.json()).message).toContain("different request");
    expect(await prisma().lead.count({ where: { businessName: "Something Else" } })).toBe(0);

    // A refusal is an answer too: replayed as it was.
    const bad = await postLead(key, { contactName: "" }, { "idempotency-key": "order-43" });
    expect(bad.status).toBe(400);
    expect((await postLead(key, { contactName: "" }, { "idempotency-key": "order-43" })).status).toBe(400);

    // Keys are per API key: another key may use the same Idempotency-Key for its own request.
    expect(
      (await postLead(await keyFor(users.partnerA), body, { "idempotency-key": "order-42" })).headers.get(
        "idempotent-replayed",
      ),
    ).toBeNull();
    // Without the header every POST runs.
    await postLead(key, body);
    await postLead(key, body);
    expect(await prisma().lead.count({ where: { businessName: "Idempotent Pty Ltd" } })).toBe(before + 4);
  });
});

describe("OpenAPI", () => {
  it("is generated from the routes' schemas as OpenAPI 3.1, with a readable page", async () => {
    const res = await OPENAPI(call("GET", "/api/docs/openapi.json", null));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      webhooks: Record<string, unknown>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/leads",
        "/api/v1/leads/{leadId}/applications",
        "/api/v1/applications/{applicationId}",
        "/api/v1/applications/{applicationId}/documents",
      ]),
    );
    expect(JSON.stringify(doc.paths["/api/v1/leads"])).toContain("contactName");
    expect(Object.keys(doc.webhooks)).toEqual([
      "application.status_changed",
      "offer.received",
      "application.settled",
      "commission.paid",
    ]);
    const page = await DOCS_HTML(call("GET", "/api/docs", null));
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("POST /api/v1/leads");
    expect(html).not.toContain("<script");
  });
});
