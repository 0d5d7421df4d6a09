import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { BrokerPortalPage } from "@/app/(portals)/broker-portal/broker-portal-page";
import ClientCompletePage from "@/app/(portals)/client/applications/[id]/complete/page";
import ClientPage from "@/app/(portals)/client/page";
import PartnerCompletePage from "@/app/(portals)/partner/applications/[id]/complete/page";
import PartnerRoute from "@/app/(portals)/partner/page";
import StaffPage from "@/app/(portals)/staff/page";
import StaffWorkspacePage from "@/app/(portals)/staff/applications/[id]/page";
import { applicationDetailView } from "@/lib/applications/detail-view";
import { fullApplicationOrNull } from "@/lib/applications/full-application/store";
import type { SessionUser } from "@/lib/auth/session";
import { checklistView } from "@/lib/documents/checklist-store";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

/**
 * Issue #39 item 6: `/client?application=%00` (and /partner, /staff) and
 * `/client/applications/%00/complete` reached PostgreSQL, which refused the NUL (22021), and the
 * portal showed 'Something went wrong'. The pages now ignore such a query value and answer 404 for
 * such a path segment, before any database call.
 */
let users: DemoUsers;
let ownId: string;
const NASTY = ["\u0000", `x\u0000y`, "\ud800", "a\nb", "x".repeat(101)];

beforeAll(async () => {
  users = await seedDemo();
  ownId = (
    await testDatabase().connection.prisma.application.findFirstOrThrow({
      where: { clientId: users.clientA.id, partnerId: users.partnerA.id },
    })
  ).id;
});

/** The page's element, one level down for the broker routes (BrokerPortalPage is an async component). */
async function render(node: unknown): Promise<ReactElement> {
  let el = (await node) as ReactElement;
  while (isValidElement(el) && el.type === BrokerPortalPage)
    el = (await (el.type as (p: unknown) => unknown)(el.props)) as ReactElement;
  // A page that puts a banner above its portal (the staff page's overdue complaints): the portal.
  if (isValidElement(el) && el.type === Fragment) {
    const children = Children.toArray((el.props as { children?: ReactNode }).children).filter(isValidElement);
    el = children.at(-1) as ReactElement;
  }
  return el;
}

const props = (el: ReactElement) => el.props as Record<string, unknown>;

async function notFoundOf(page: () => Promise<unknown>): Promise<boolean> {
  try {
    await page();
    return false;
  } catch (error) {
    if (String((error as { digest?: string }).digest).startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return true;
    throw error;
  }
}

describe("portal pages and a NUL in the query (issue #39 item 6)", () => {
  it("/client ignores ?application= that is no id, and sends a real one to its workspace", async () => {
    actAs(users.clientA);
    for (const application of NASTY) {
      const el = await render(ClientPage({ searchParams: Promise.resolve({ application }) }));
      expect(isValidElement(el), JSON.stringify(application)).toBe(true);
    }
    // The old address of an open application lands on its workspace (ADR 078).
    const digest = await ClientPage({ searchParams: Promise.resolve({ application: ownId }) }).then(
      () => "",
      (e: { digest?: string }) => String(e.digest ?? ""),
    );
    expect(digest.split(";")[2]).toBe(`/client/applications/${ownId}`);
  });

  it("/partner and /staff ignore it too, and a NUL in another query value", async () => {
    actAs(users.partnerA);
    const partner = await render(PartnerRoute({ searchParams: Promise.resolve({ application: "\u0000" }) }));
    // No redirect to a workspace (not an id): the pipeline renders with the partner's referrals.
    expect((props(partner).data as { applications: unknown[] }).applications.length).toBeGreaterThan(0);
    actAs(users.staff);
    const staff = await render(
      StaffPage({ searchParams: Promise.resolve({ application: "\u0000", q: "a\u0000", status: "\u0000" }) }),
    );
    // No redirect to a workspace (not an id), and the queue unfiltered.
    expect(Array.isArray(props(staff).rows)).toBe(true);
    expect(props(staff).filters).toEqual({});
  });
});

describe("portal pages and a NUL in the path (issue #39 item 6)", () => {
  it("/client/applications/%00/complete and the partner's answer 404", async () => {
    for (const [who, page] of [
      ["clientA", ClientCompletePage],
      ["partnerA", PartnerCompletePage],
      ["staff", StaffWorkspacePage],
    ] as const) {
      actAs(users[who]);
      for (const id of ["\u0000", `${ownId}\u0000`, "\udc00"])
        expect(await notFoundOf(() => page({ params: Promise.resolve({ id }) })), `${who} ${JSON.stringify(id)}`).toBe(
          true,
        );
    }
    // Refused before the session is even read: signed out gets the 404 too, not the sign-in state.
    actAs(null);
    expect(await notFoundOf(() => ClientCompletePage({ params: Promise.resolve({ id: "\u0000" }) }))).toBe(true);
  });
});

describe("the domain functions refuse an id that is no id without a query (issue #39 item 6)", () => {
  it("answer 'nothing to show' for a NUL, a lone surrogate, a line break or an overlong id", async () => {
    const user = { ...users.clientA, role: "client" } as unknown as SessionUser;
    for (const id of NASTY) {
      expect(await applicationDetailView(user, id)).toBeNull();
      expect(await checklistView(user, id)).toBeNull();
      expect(await fullApplicationOrNull(user, id)).toBeNull();
    }
  });
});
