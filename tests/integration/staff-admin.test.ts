import { describe, expect, it } from "vitest";
import { PATCH as PATCH_USER } from "@/app/api/admin/users/[id]/route";
import { PATCH as PATCH_LENDER } from "@/app/api/admin/lenders/[id]/route";
import { GET as AUDIT } from "@/app/api/admin/audit/route";
import { POST as PREVIEW } from "@/app/api/quotes/preview/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { loanAnswers } from "../support/wizard-answers";

/** PATCH /api/admin/users/[id] as the current actor. */
const patchUser = (id: string, body: Record<string, unknown>) =>
  PATCH_USER(apiRequest("PATCH", `/api/admin/users/${id}`, body), routeParams({ id }));

describe("administration", () => {
  it("admin changes a role (ending the user's sessions), staff cannot, and the audit log shows it", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    actAs(users.staff);
    expect((await patchUser(users.clientB.id, { role: "partner" })).status).toBe(403);
    actAs(users.admin);
    const res = await patchUser(users.clientB.id, { role: "partner" });
    expect(res.status).toBe(200);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: users.clientB.id } });
    expect(after.role).toBe("partner");
    expect(after.sessionVersion).toBe(users.clientB.sessionVersion + 1);
    expect((await patchUser(users.admin.id, { status: "disabled" })).status).toBe(409);
    const log = (await (
      await AUDIT(apiRequest("GET", `/api/admin/audit?entity=User&actorId=${users.admin.id}`))
    ).json()) as { action: string; entityId: string; who: string; what: string; subject: string }[];
    const change = log.find((e) => e.action === "user.role_changed" && e.entityId === users.clientB.id);
    expect(change).toBeDefined();
    // On screen in words: the admin by name and role, the user by name, the action as a phrase.
    expect(change!.who).toMatch(/\(Admin\)$/);
    expect(change!.who).not.toContain(users.admin.id);
    expect(change!.subject).toMatch(/^User \S/);
    expect(change!.subject).not.toContain(users.clientB.id);
    expect(change!.what).toBe("User role changed");
    actAs(null);
  });

  it("a deactivated lender no longer matches", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const before = (await (await PREVIEW(apiRequest("POST", "/api/quotes/preview", loanAnswers))).json()) as {
      matchedLenders: number;
      panelSize: number;
    };
    const lender = await prisma.lender.findFirstOrThrow({ where: { slug: "southern-cross-business-bank" } });
    actAs(users.admin);
    expect(
      (
        await PATCH_LENDER(
          apiRequest("PATCH", `/api/admin/lenders/${lender.id}`, { active: false }),
          routeParams({ id: lender.id }),
        )
      ).status,
    ).toBe(200);
    actAs(null);
    const after = (await (await PREVIEW(apiRequest("POST", "/api/quotes/preview", loanAnswers))).json()) as {
      matchedLenders: number;
      panelSize: number;
    };
    expect(after.panelSize).toBe(before.panelSize - 1);
    expect(after.matchedLenders).toBe(before.matchedLenders - 1);
  });
});
