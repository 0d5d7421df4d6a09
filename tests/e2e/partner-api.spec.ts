// Issue #35 items 6 and 7 (ADR 072, 073): a partner creates an API key in the portal, sends a lead
// with fetch (no cookie, the key as a bearer token), adds a webhook endpoint, and sees a status
// change delivered (signed) in the delivery log.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";

interface Hit {
  signature: string;
  body: string;
}

test("a partner creates an API key, sends a lead with it, and sees the webhook delivery log", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hits: Hit[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      hits.push({ signature: String(req.headers["bizfund-signature"]), body });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  try {
    const partner = await pageAs(browser, "partner");
    await partner.getByRole("link", { name: "API keys and webhooks" }).click();
    await expect(partner.getByRole("heading", { name: "API and webhooks" })).toBeVisible();

    // The key: shown once.
    const keyForm = partner.getByRole("form", { name: "Create an API key" });
    await keyForm.getByLabel("Name").fill("E2E CRM");
    await keyForm.getByRole("button", { name: "Create API key" }).click();
    const key = (await keyForm.getByTestId("shown-once").textContent())!.trim();
    expect(key).toMatch(/^bfk_/);
    await expect(partner.getByTestId("api-key").filter({ hasText: "E2E CRM" })).toContainText(key.slice(0, 12));

    // A lead from "another system": fetch, no cookie.
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${baseURL}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers },
      });
    const sent = await api("/api/v1/leads", {
      method: "POST",
      headers: { "idempotency-key": `e2e-${Date.now()}` },
      body: JSON.stringify({ contactName: "Ada Curl", businessName: "Curl Joinery", email: "ada@curljoinery.example" }),
    });
    expect(sent.status).toBe(201);
    expect((await fetch(`${baseURL}/api/v1/leads`, { method: "POST", body: "{}" })).status).toBe(401);

    // The endpoint: its secret shown once.
    const hookForm = partner.getByRole("form", { name: "Add a webhook endpoint" });
    await hookForm.getByLabel("Endpoint URL").fill(hookUrl);
    await hookForm.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await hookForm.getByTestId("shown-once").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    // Staff move one of the partner's referred applications on: the partner's endpoint hears it.
    const referred = (await (await partner.request.get("/api/broker/applications")).json()) as { id: string }[];
    let moved: string | null = null;
    for (const a of referred) {
      const s = (await (await api(`/api/v1/applications/${a.id}`)).json()) as { status: string };
      if (s.status === "submitted") {
        moved = a.id;
        break;
      }
    }
    expect(moved).not.toBeNull();
    const staff = await pageAs(browser, "staff");
    const patch = await staff.request.patch(`/api/applications/${moved}/status`, { data: { status: "under_review" } });
    expect(patch.status()).toBe(200);
    await expect.poll(() => hits.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [hit] = hits;
    const t = /t=(\d+)/.exec(hit!.signature)![1];
    const v1 = /v1=([0-9a-f]+)/.exec(hit!.signature)![1];
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${hit!.body}`).digest("hex"));
    expect(JSON.parse(hit!.body)).toMatchObject({ type: "application.status_changed", data: { applicationId: moved } });

    // The delivery log.
    await partner.reload();
    const row = partner.getByTestId("webhook-delivery").first();
    await expect(row).toContainText("application.status_changed");
    await expect(row).toContainText("Delivered (200)");
    await expect(row.getByRole("button", { name: "Replay" })).toBeVisible();
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});
