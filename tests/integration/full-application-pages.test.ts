import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import ClientCompletePage from "@/app/(portals)/client/applications/[id]/complete/page";
import PartnerCompletePage from "@/app/(portals)/partner/applications/[id]/complete/page";
import { CompleteApplicationScreen } from "@/components/application-form/complete-application-screen";
import { PortalAccessState } from "@/components/portal/portal-access";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

// The 'Complete your application' pages check the session, the portal and the record themselves
// (proxy.ts is never the only gate): wrong role → access state, someone else's application → 404.
let users: DemoUsers;
let ownId: string;
let otherId: string;
beforeAll(async () => {
  users = await seedDemo();
  const prisma = testDatabase().connection.prisma;
  ownId = (
    await prisma.application.findFirstOrThrow({ where: { clientId: users.clientA.id, partnerId: users.partnerA.id } })
  ).id;
  otherId = (
    await prisma.application.findFirstOrThrow({
      where: { clientId: users.clientB.id, OR: [{ partnerId: null }, { partnerId: { not: users.partnerA.id } }] },
    })
  ).id;
});

type Outcome = "form" | "not-found" | { role: string | null };

async function outcome(
  page: (p: { params: Promise<{ id: string }> }) => Promise<unknown>,
  id: string,
): Promise<Outcome> {
  try {
    const el = (await page({ params: Promise.resolve({ id }) })) as ReactElement;
    if (isValidElement(el) && el.type === PortalAccessState)
      return { role: (el.props as { role: string | null }).role };
    if (isValidElement(el) && el.type === CompleteApplicationScreen) return "form";
    throw new Error("unexpected element");
  } catch (error) {
    if (String((error as { digest?: string }).digest).startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
    throw error;
  }
}

describe("complete-your-application pages", () => {
  it("show the client their own application's form and nobody else's", async () => {
    actAs(null);
    expect(await outcome(ClientCompletePage, ownId)).toEqual({ role: null });
    actAs(users.clientA);
    expect(await outcome(ClientCompletePage, ownId)).toBe("form");
    expect(await outcome(ClientCompletePage, otherId)).toBe("not-found");
    actAs(users.partnerA);
    expect(await outcome(ClientCompletePage, ownId)).toEqual({ role: "partner" });
  });

  it("show the referring partner the form, another partner a 404, and other roles the access state", async () => {
    actAs(users.partnerA);
    expect(await outcome(PartnerCompletePage, ownId)).toBe("form");
    expect(await outcome(PartnerCompletePage, otherId)).toBe("not-found");
    actAs(users.partnerB);
    expect(await outcome(PartnerCompletePage, ownId)).toBe("not-found");
    actAs(users.clientA);
    expect(await outcome(PartnerCompletePage, ownId)).toEqual({ role: "client" });
  });
});
