import { beforeAll, describe, expect, it } from "vitest";
import { GET as AUDIT } from "@/app/api/admin/audit/route";
import { GET as USERS } from "@/app/api/admin/users/route";
import { GET as APPLICATION } from "@/app/api/applications/[id]/route";
import { PATCH as STATUS } from "@/app/api/applications/[id]/status/route";
import { GET as QUEUE, POST as SUBMIT } from "@/app/api/applications/route";
import { POST as CONTACT } from "@/app/api/contact/route";
import { GET as DOCUMENT } from "@/app/api/documents/[id]/route";
import { POST as LEADS } from "@/app/api/leads/route";
import { GET as MESSAGES, POST as POST_MESSAGE } from "@/app/api/messages/route";
import { POST as NEWSLETTER } from "@/app/api/newsletter/route";
import { encodeQueueCursor } from "@/lib/applications/queue-cursor";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

/** Item 9: input that used to reach a 500 answers 400 with a clear message; item 12: names stay on one line. */
let users: DemoUsers;
let applicationId: string;
const prisma = () => testDatabase().connection.prisma;
const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as { message: string; fields?: Record<string, string[]> },
});
/** A contact form post, valid but for the fields given. */
const contact = async (over: Record<string, string>) =>
  json(
    await CONTACT(
      apiRequest("POST", "/api/contact", {
        name: "Jane",
        email: "jane@example.com",
        subject: "Hi",
        message: "Hello",
        ...over,
      }),
    ),
  );

beforeAll(async () => {
  users = await seedDemo();
  applicationId = (await prisma().application.findFirstOrThrow({ where: { clientId: users.clientA.id } })).id;
});

describe("NUL bytes", () => {
  it("in a contact form field: 400 naming the field, nothing stored", async () => {
    actAs(null);
    const before = await prisma().contactInquiry.count();
    const res = await contact({ message: "Hello\u0000world" });
    expect(res.status).toBe(400);
    expect(res.body.fields?.message).toEqual(["This field contains a character that is not allowed."]);
    expect(await prisma().contactInquiry.count()).toBe(before);
  });

  it("in the wizard's names and in an e-mail address", async () => {
    actAs(null);
    const res = await json(
      await SUBMIT(
        apiRequest(
          "POST",
          "/api/applications",
          wizardAnswers({ companyName: "Bakery\u0000", firstName: "Ada\u0000", email: "ada\u0000@example.com" }),
        ),
      ),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(expect.arrayContaining(["companyName", "firstName", "email"]));
    const newsletter = await json(
      await NEWSLETTER(apiRequest("POST", "/api/newsletter", { email: "nul\u0000@example.com" })),
    );
    expect(newsletter).toEqual({
      status: 400,
      body: {
        message: "Please check the highlighted fields.",
        fields: { email: ["Please enter a valid email address"] },
      },
    });
  });

  it("in a message, a path id and a query value", async () => {
    actAs(users.clientA);
    expect(
      (await POST_MESSAGE(apiRequest("POST", "/api/messages", { applicationId, content: "hi\u0000" }))).status,
    ).toBe(400);
    const path = await json(
      await APPLICATION(apiRequest("GET", "/api/applications/x"), routeParams({ id: `${applicationId}\u0000` })),
    );
    expect(path).toEqual({ status: 400, body: { message: "The address contains a character that is not allowed." } });
    expect((await DOCUMENT(apiRequest("GET", "/api/documents/x"), routeParams({ id: "\u0000" }))).status).toBe(400);
    const query = await json(await MESSAGES(apiRequest("GET", `/api/messages?applicationId=${applicationId}%00`)));
    expect(query).toEqual({
      status: 400,
      body: { message: "The query string contains a character that is not allowed." },
    });
  });

  it("in a status note written by staff", async () => {
    actAs(users.staff);
    const res = await STATUS(
      apiRequest("PATCH", `/api/applications/${applicationId}/status`, { status: "in_review", notes: "ok\u0000" }),
      routeParams({ id: applicationId }),
    );
    expect(res.status).toBe(400);
  });
});

describe("line breaks in names (they forge lines in e-mail bodies)", () => {
  it("a contact form name with CRLF is refused", async () => {
    actAs(null);
    const res = await contact({ name: "Jane\r\nBcc: all@example.com" });
    expect(res.status).toBe(400);
    expect(res.body.fields?.name).toEqual(["Names must be on one line, without line breaks or control characters."]);
  });

  it("a lead's contact and business names are refused", async () => {
    actAs(users.partnerA);
    const res = await json(
      await LEADS(
        apiRequest("POST", "/api/leads", {
          contactName: "Jo\nSmith",
          businessName: "Acme\u2028Pty",
          email: "jo@example.com",
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(["businessName", "contactName"]);
  });
});

describe("the staff queue's cursor and dates", () => {
  it("a malformed cursor is a 400, not a 500", async () => {
    actAs(users.staff);
    for (const cursor of [
      "%E0%A4%A",
      "not-base64!",
      Buffer.from('["x"]').toString("base64url"),
      Buffer.from('["createdAt",{"gt":1},"id"]').toString("base64url"),
      encodeQueueCursor("loanAmount", 5, "id"),
    ]) {
      const res = await json(await QUEUE(apiRequest("GET", `/api/applications?cursor=${encodeURIComponent(cursor)}`)));
      expect(res).toEqual({ status: 400, body: { message: "Invalid cursor. Start again from the first page." } });
    }
  });

  it("a real cursor still pages, per sort", async () => {
    actAs(users.staff);
    for (const sort of ["date", "amount", "risk"]) {
      const first = await QUEUE(apiRequest("GET", `/api/applications?sort=${sort}&limit=3`));
      const cursor = first.headers.get("x-next-cursor");
      expect(cursor).toBeTruthy();
      const next = await QUEUE(apiRequest("GET", `/api/applications?sort=${sort}&limit=3&cursor=${cursor}`));
      expect(next.status).toBe(200);
      const [a, b] = [(await first.json()) as { id: string }[], (await next.json()) as { id: string }[]];
      expect(b.filter((r) => a.some((x) => x.id === r.id))).toEqual([]);
    }
  });

  it.each([
    ["from=2026-13-45", "from", "Enter a real calendar date (YYYY-MM-DD)"],
    ["to=2026-02-30", "to", "Enter a real calendar date (YYYY-MM-DD)"],
    ["from=2026-03-01&to=2026-02-01", "to", "The end date must not be before the start date"],
    ["from=13/45/2026", "from", "Use YYYY-MM-DD"],
  ])("queue %s is a 400 with a clear message", async (qs, field, message) => {
    actAs(users.staff);
    const res = await json(await QUEUE(apiRequest("GET", `/api/applications?${qs}`)));
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toEqual([message]);
  });
});

describe("the admin audit log and user search", () => {
  it("impossible dates are a 400 with a clear message", async () => {
    actAs(users.admin);
    const res = await json(await AUDIT(apiRequest("GET", "/api/admin/audit?from=2026-13-45")));
    expect(res.status).toBe(400);
    expect(res.body.fields?.from).toEqual(["Enter a real calendar date (YYYY-MM-DD)"]);
    expect((await AUDIT(apiRequest("GET", "/api/admin/audit?from=2026-11-01&to=2026-11-30"))).status).toBe(200);
  });

  it("'%' and '_' in search text match themselves, not everything", async () => {
    await prisma().user.createMany({
      data: [
        { email: "percent@example.com", firstName: "Fifty%Off", role: "client" },
        { email: "under_score@example.com", firstName: "Under", role: "client" },
        { email: "back@example.com", firstName: "Back\\slash", role: "client" },
      ],
    });
    actAs(users.admin);
    const search = async (q: string) =>
      (
        (await (await USERS(apiRequest("GET", `/api/admin/users?q=${encodeURIComponent(q)}`))).json()) as {
          email: string;
        }[]
      )
        .map((u) => u.email)
        .sort();
    expect(await search("%")).toEqual(["percent@example.com"]);
    expect(await search("_")).toEqual(["under_score@example.com"]);
    expect(await search("\\")).toEqual(["back@example.com"]);
    expect(await search("r_s")).toEqual(["under_score@example.com"]);
    expect((await search("example.com")).length).toBeGreaterThan(3);
  });

  it("the staff queue's search escapes them too", async () => {
    actAs(users.staff);
    const total = ((await (await QUEUE(apiRequest("GET", "/api/applications?limit=100"))).json()) as unknown[]).length;
    expect(total).toBeGreaterThan(0);
    const res = await QUEUE(apiRequest("GET", `/api/applications?limit=100&q=${encodeURIComponent("%")}`));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await (await QUEUE(apiRequest("GET", `/api/applications?limit=100&q=_`))).json()).toEqual([]);
  });
});
