// Issue #36 items 1 and 5 (ADR 081): staff open a file from the queue as its own page, see what must be
// true before Submit beside it, preview a PDF inline and take a wrong upload off the file with a
// reason. Walked at 1440 (chromium) and 390 (mobile) wide.
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { pageAs } from "./fixtures";
import { openAsStaff } from "./staff-steps";
import { READY_APP } from "./submission-steps";

/** A small, well-formed one-page PDF (a browser's viewer can draw it). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** An open application of the demo client with a checklist item still waiting for a file (other specs move some on). */
async function wrongUpload(client: Page, fileName: string) {
  const apps = (await (await client.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
    status: string;
  }[];
  let found: { app: (typeof apps)[number]; item: { id: string; label: string; status: string } } | null = null;
  for (const app of apps.filter((a) =>
    ["submitted", "under_review", "pending", "lender_matching"].includes(a.status),
  )) {
    const items = (await (await client.request.get(`/api/applications/${app.id}/checklist`)).json()) as {
      id: string;
      label: string;
      status: string;
    }[];
    const item = items.find((i) => i.status === "requested") ?? items.find((i) => i.status !== "approved");
    if (item) {
      found = { app, item };
      break;
    }
  }
  expect(found, "an open application with an item still waiting for a file").toBeTruthy();
  const { app, item } = found!;
  const res = await client.request.post("/api/documents/upload", {
    headers: { origin: BASE_URL },
    multipart: {
      file: { name: fileName, mimeType: "application/pdf", buffer: onePagePdf("Not this business") },
      applicationId: app.id,
      checklistItemId: item.id,
    },
  });
  expect(res.status()).toBe(201);
  return { app, item };
}

test("staff open a file from the queue, see the readiness list beside Submit, preview a PDF and remove a wrong upload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await pageAs(browser, "staff");

  // A ready file, opened from the queue: the header, the next step, and the readiness list beside Submit.
  await openAsStaff(staff, { applicationNumber: READY_APP.applicationNumber });
  await expect(staff).toHaveURL(/\/staff\/applications\/[^/#?]+$/);
  await expect(staff.getByRole("heading", { level: 1, name: READY_APP.businessName })).toBeVisible();
  await expect(staff.getByText(/^Next step: .+ owes it$/)).toBeVisible();
  await staff.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Lenders and offers" }).click();
  await expect(staff).toHaveURL(/#offers$/);
  const readiness = staff.getByRole("region", { name: "Ready to submit?" });
  await expect(readiness).toBeVisible();
  await expect(readiness.getByRole("list", { name: "Checked at submission" })).toContainText(
    "Required documents approved",
  );
  await expect(readiness.getByText("Done: Full application complete")).toHaveCount(1);
  await expect(staff.getByRole("form", { name: "Submit to lenders" })).toBeVisible();

  // The client put a file on the wrong item: staff preview it inline and remove it with a reason.
  const client = await pageAs(browser, "client");
  const fileName = `wrong-${test.info().project.name}-${Date.now()}.pdf`;
  const { app, item } = await wrongUpload(client, fileName);
  await openAsStaff(staff, { applicationNumber: app.applicationNumber }, "documents");
  const documents = staff.getByRole("list", { name: "Documents" });
  const doc = documents.getByRole("listitem").filter({ hasText: fileName });
  await expect(doc).toContainText(item.label);
  await expect(doc).toContainText("Received");
  await expect(doc).toContainText(/Version \d+/);
  await doc.locator("summary", { hasText: "Preview" }).click();
  const frame = doc.locator("iframe");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("title", `Preview of ${fileName}`);
  const src = (await frame.getAttribute("src"))!;
  expect(src).toMatch(/^\/api\/documents\/[^/]+\?disposition=inline$/);
  // The same authorised route, inline, and framed by our own pages only.
  const inline = await staff.request.get(src);
  expect(inline.status()).toBe(200);
  expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
  expect(inline.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(inline.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect((await (await browser.newContext()).request.get(`${BASE_URL}${src}`)).status()).toBe(401);

  await doc.locator("summary", { hasText: "Remove file" }).click();
  const remove = staff.getByRole("form", { name: `Remove ${fileName}` });
  await remove.getByRole("button", { name: `Remove ${fileName}` }).click();
  await expect(remove.getByText("Give the reason for removing this file.").first()).toBeVisible();
  await remove.getByLabel(/Reason for removing/).fill("Another business's statement");
  await remove.getByRole("button", { name: `Remove ${fileName}` }).click();
  await expect(staff.getByText("File removed").first()).toBeVisible();
  await expect(documents.getByRole("listitem").filter({ hasText: fileName })).toHaveCount(0);
  // Audited with its reason; the client sees the item needs a file again.
  await expect(staff.getByRole("table", { name: "Audit events" })).toContainText("Another business's statement");
  const after = (await (await client.request.get(`/api/applications/${app.id}/checklist`)).json()) as {
    id: string;
    status: string;
  }[];
  expect(["requested", "received"]).toContain(after.find((i) => i.id === item.id)!.status);
  await client.context().close();
  await staff.context().close();
});
