// formAction(): the server-action wrapper gives forms what handler() gives routes (session, second
// factor, permission, zod, the one error table), answered as { error, fields } for the form to show.
import { describe, expect, it, vi } from "vitest";
import { formAction, formField, type FormResult } from "@/lib/http/form-action";
import { AppError } from "@/lib/http/errors";
import { errorResponse, handler } from "@/lib/http/handler";
import { emailSchema } from "@/lib/validation/contact";
import { z } from "@/lib/validation/zod";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
/** The path a thrown redirect() goes to (Next encodes it in the error's digest). */
const redirectedTo = async (p: Promise<unknown>) => {
  const error = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { digest?: string } | null;
  return error?.digest?.split(";")[2] ?? null;
};

interface Echo extends FormResult {
  echoed?: string;
}
const echo = formAction(
  z.object({ email: emailSchema, note: formField() }),
  async (input, { user }): Promise<Echo> => ({ echoed: `${user.id} ${input.email} ${input.note}` }),
);

describe("formAction", () => {
  it("sends a visitor without a session to /signin, and staff without their second factor too", async () => {
    const users = await seedDemo();
    actAs(null);
    expect(await redirectedTo(echo({}, form({ email: "a@b.example" })))).toBe("/signin");
    actAs(users.staff, { mfa: false });
    expect(await redirectedTo(echo({}, form({ email: "a@b.example" })))).toBe("/signin");
    const enrol = formAction(z.object({}), async (_input, { user }): Promise<Echo> => ({ echoed: user.id }), {
      secondFactor: false,
    });
    expect(await enrol({}, form({}))).toEqual({ echoed: users.staff.id });
    actAs(null);
  });

  it("parses the FormData: valid input reaches the function, a missing field counts as empty", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    expect(await echo({}, form({ email: " c@d.example ", note: "hi" }))).toEqual({
      echoed: `${users.clientA.id} c@d.example hi`,
    });
    expect(await echo({}, form({ note: "hi" }))).toEqual({
      error: "Please enter a valid email address",
      fields: { email: ["Please enter a valid email address"] },
    });
    const custom = formAction(z.object({ token: z.literal("x") }), async (): Promise<FormResult> => ({}), {
      auth: false,
      invalid: "Nope.",
    });
    expect((await custom({}, form({ token: "y" }))).error).toBe("Nope.");
    actAs(null);
  });

  it("refuses a role without the permission with 'Forbidden', and audits who tried", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    const run = vi.fn(async (): Promise<FormResult> => ({}));
    const admin = formAction(z.object({}), run, { action: "manage:lender" });
    expect(await admin({}, form({}))).toEqual({ error: "Forbidden" });
    expect(run).not.toHaveBeenCalled();
    const prisma = testDatabase().connection.prisma;
    const events = await prisma.auditEvent.findMany({
      where: { actorId: users.clientA.id, action: "access.forbidden" },
    });
    expect(events.map((e) => [e.entity, e.entityId])).toContainEqual(["Action", "manage:lender"]);
    actAs(users.admin);
    expect(await admin({}, form({}))).toEqual({});
    actAs(null);
  });

  it("maps the error table's errors to the form's result and lets anything else through", async () => {
    const fail = (error: unknown) =>
      formAction(z.object({}), async (): Promise<FormResult> => Promise.reject(error), { auth: false });
    expect(await fail(new AppError("conflict", "Taken.", { fields: { email: ["Taken."] } }))({}, form({}))).toEqual({
      error: "Taken.",
      fields: { email: ["Taken."] },
    });
    const notFound = Object.assign(new Error("gone"), { name: "PrismaClientKnownRequestError", code: "P2025" });
    expect(await fail(notFound)({}, form({}))).toEqual({ error: "Not Found" });
    await expect(fail(new Error("boom"))({}, form({}))).rejects.toThrow("boom");
  });

  it("answers as a route would, through the one mapping: a zod error, an outage", async () => {
    const fail = (error: unknown) =>
      formAction(z.object({}), async (): Promise<FormResult> => Promise.reject(error), { auth: false });
    const invalid = z.object({ email: emailSchema }).safeParse({ email: "nope" }).error;
    const answer = await fail(invalid)({}, form({}));
    expect(answer.error).toBe("Please check the highlighted fields.");
    expect(Object.keys(answer.fields ?? {})).toEqual(["email"]);
    const outage = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const response = errorResponse(outage);
    expect(await fail(outage)({}, form({}))).toEqual({
      error: ((await response.json()) as { message: string }).message,
    });
    expect(response.status).toBe(503);
  });

  it("a route handler's 403 is audited as access.forbidden too", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    const run = vi.fn(async () => ({}));
    const route = handler({ action: "manage:lender" }, run);
    const response = await route(apiRequest("POST", "/api/test/forbidden"));
    expect(response.status).toBe(403);
    expect(run).not.toHaveBeenCalled();
    const events = await testDatabase().connection.prisma.auditEvent.findMany({
      where: { actorId: users.clientA.id, action: "access.forbidden" },
    });
    expect(events.map((e) => [e.entity, e.entityId])).toContainEqual(["Route", "POST /api/test/forbidden"]);
    actAs(null);
  });

  it("applies its rate limits, as handler's, after the input is valid: per caller and per target", async () => {
    await seedDemo();
    const run = vi.fn(async (): Promise<FormResult> => ({}));
    const limited = formAction(z.object({ email: emailSchema }), run, {
      auth: false,
      limits: [
        { name: "form-test", limit: 2, windowSeconds: 60, message: "Slow down." },
        { name: "form-test", limit: 1, windowSeconds: 60, per: { target: (input) => input.email, field: "email" } },
      ],
    });
    expect(await limited({}, form({ email: "nope" }))).toMatchObject({ fields: { email: expect.any(Array) } });
    expect(await limited({}, form({ email: "One@x.example" }))).toEqual({});
    const perTarget = "Too many requests. Please wait a moment and try again.";
    expect(await limited({}, form({ email: "one@x.example" }))).toEqual({
      error: perTarget,
      fields: { email: [perTarget] },
    });
    expect(await limited({}, form({ email: "two@x.example" }))).toEqual({ error: "Slow down." });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
