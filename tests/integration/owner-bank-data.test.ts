// Issue 33 item 5 (ADR 071): the owner connects their bank through the fake intermediary's redirect
// and uploads statements; each bad file gets its message, nothing is half-recorded, a file that cannot
// be read stays a document, and no one but the owner can do either.
import { readFileSync } from "node:fs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as RETURN } from "@/app/api/applications/[id]/bank-connection/route";
import { POST as UPLOAD } from "@/app/api/applications/[id]/statements/route";
import { fetchConnectionData } from "@/lib/assessment/store";
import { ownerBankData, startOwnerBankConnection } from "@/lib/checks/bank";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
const fixture = (name: string) => readFileSync(`tests/fixtures/statements/${name}`);
let users: DemoUsers;
let applicationId: string;

beforeAll(async () => {
  users = await seedDemo();
  applicationId = (
    await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id },
      orderBy: { createdAt: "desc" },
    })
  ).id;
});
beforeEach(async () => {
  actAs(users.clientA);
  await prisma().rateLimit.deleteMany();
});

function upload(name: string, bytes: Uint8Array | string, headers: Record<string, string> = {}, bank?: string) {
  const form = new FormData();
  form.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name));
  if (bank) form.set("bank", bank);
  return UPLOAD(
    apiRequest("POST", `/api/applications/${applicationId}/statements`, form, headers),
    routeParams({ id: applicationId }),
  );
}
const counts = async () => ({
  documents: await prisma().document.count({ where: { applicationId } }),
  statements: await prisma().bankStatement.count({ where: { applicationId } }),
});

describe("uploading a statement", () => {
  it("reads a CSV, keeps it as a document and records its transactions", async () => {
    const res = await upload("cafe.csv", fixture("healthy-cafe.cba.csv"));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      ok: true,
      message: "cafe.csv was read: its transactions are now part of your assessment.",
    });
    const statement = await prisma().bankStatement.findUniqueOrThrow({ where: { id: body.statementId } });
    expect(statement.documentId).toBe(body.documentId);
    expect(await prisma().document.findUniqueOrThrow({ where: { id: body.documentId } })).toMatchObject({
      documentType: "bank_statement",
    });
  });

  it("refuses the same file again before storing anything", async () => {
    const before = await counts();
    const res = await upload("again.csv", fixture("healthy-cafe.cba.csv"));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ ok: false, problem: "duplicate_upload", documentId: null });
    expect(await counts()).toEqual(before);
  });

  it("refuses an empty file and another type, storing nothing", async () => {
    const before = await counts();
    expect(await (await upload("empty.csv", "")).json()).toMatchObject({ problem: "empty" });
    expect(await (await upload("notes.txt", "hello")).json()).toMatchObject({ problem: "unsupported_type" });
    expect(await counts()).toEqual(before);
  });

  it("keeps a scan, a 50,000-row CSV, mixed currencies and an overlapping period as documents only, each with its message", async () => {
    const cases: [string, Uint8Array | string, string, RegExp][] = [
      ["scan.pdf", fixture("scanned.pdf"), "scanned_pdf", /scan|image/i],
      ["big.csv", "01/07/2026,-1.00,COFFEE,+100.00\n".repeat(50_000), "too_many_rows", /more than 10,000/],
      [
        "mixed.csv",
        "Date,Description,Amount,Currency\n01/07/2026,SALE,100.00,AUD\n02/07/2026,SALE,50.00,USD\n",
        "mixed_currencies",
        /more than one currency/,
      ],
      ["october.pdf", fixture("cafe-october.cba.pdf"), "overlapping_period", /period|overlap/i],
    ];
    for (const [name, bytes, problem, message] of cases) {
      const before = await counts();
      const res = await upload(name, bytes);
      const body = await res.json();
      expect(body, name).toMatchObject({ ok: false, problem, documentId: expect.any(String) });
      expect(body.message, name).toMatch(message);
      expect(body.message, name).toContain("kept with your documents");
      expect(await counts(), name).toEqual({ documents: before.documents + 1, statements: before.statements });
    }
  });

  it("refuses another bank's statement than the one chosen, keeping it as a document", async () => {
    const before = await counts();
    const body = await (await upload("westpac.csv", fixture("seasonal-exporter.westpac.csv"), {}, "NAB")).json();
    expect(body).toMatchObject({ ok: false, problem: "wrong_bank" });
    expect(await counts()).toEqual({ documents: before.documents + 1, statements: before.statements });
  });

  it("answers a form posted without JavaScript with a redirect back to the application", async () => {
    const res = await upload("again.csv", fixture("healthy-cafe.cba.csv"), {
      accept: "text/html,application/xhtml+xml",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `/client/applications/${applicationId}?statement=duplicate_upload#documents`,
    );
  });

  it("is the owner's alone: another client and the referring broker get 404", async () => {
    const before = await counts();
    actAs(users.clientB);
    expect((await upload("x.csv", fixture("cafe-quarter.anz.csv"))).status).toBe(404);
    actAs(users.partnerA);
    expect([403, 404]).toContain((await upload("x.csv", fixture("cafe-quarter.anz.csv"))).status);
    expect(await counts()).toEqual(before);
  });
});

describe("connecting a bank through the fake intermediary", () => {
  it("redirects to the intermediary and back, then fetches the accounts as statements", async () => {
    const owner = { ...users.clientA, role: "client" } as never;
    const started = await startOwnerBankConnection(owner, applicationId);
    const url = new URL(started.redirectUrl);
    expect(url.pathname).toBe(`/api/applications/${applicationId}/bank-connection`);
    const back = () => RETURN(apiRequest("GET", `${url.pathname}${url.search}`), routeParams({ id: applicationId }));

    actAs(users.clientB);
    expect((await back()).status).toBe(404);
    actAs(users.clientA);
    const res = await back();
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/client/applications/${applicationId}?bank=connected#documents`);
    // The state is single-use: coming back twice does not connect again.
    expect((await back()).headers.get("location")).toContain("bank=failed");

    const connection = await prisma().bankConnection.findUniqueOrThrow({ where: { id: started.connectionId } });
    expect(connection.status).toBe("connected");
    await fetchConnectionData(connection.id);
    const data = await ownerBankData(owner, applicationId);
    expect(data.connections.map((c) => c.status)).toContain("fetched");
    expect(data.statements.filter((s) => s.source === "connection").length).toBeGreaterThan(0);
  });
});
