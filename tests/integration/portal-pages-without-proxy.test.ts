import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import AccountPage from "@/app/(portals)/account/page";
import { BrokerPortalPage } from "@/app/(portals)/broker-portal/broker-portal-page";
import BrokerPortalRoute from "@/app/(portals)/broker-portal/page";
import ClientPage from "@/app/(portals)/client/page";
import PartnerLoginRoute from "@/app/(portals)/partner/login/page";
import PartnerRoute from "@/app/(portals)/partner/page";
import AdminPage from "@/app/(portals)/staff/admin/page";
import StaffPage from "@/app/(portals)/staff/page";
import { PortalAccessState } from "@/components/portal/portal-access";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

// proxy.ts refuses these requests first (ADR 012), but it is never the only gate: with the proxy
// bypassed (a proxy-skipping CVE, a matcher mistake), each page still renders its access state.
let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

const searchParams = Promise.resolve({});
type Props = { segment: string; path: string; role: string | null };

/** The broker routes render BrokerPortalPage, an async component: render it one level down. */
async function rendered(node: unknown): Promise<ReactElement> {
  let el = (await node) as ReactElement;
  // Only the server component is called; client components (hooks) are never run outside React.
  while (isValidElement(el) && el.type === BrokerPortalPage)
    el = (await (el.type as (p: unknown) => unknown)(el.props)) as ReactElement;
  return el;
}

async function accessState(page: () => unknown): Promise<Props | "content"> {
  const el = await rendered(page());
  return isValidElement(el) && el.type === PortalAccessState ? (el.props as Props) : "content";
}

async function redirectOf(page: () => unknown): Promise<string | null> {
  try {
    await rendered(page());
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2] ?? "";
  }
}

const PAGES = {
  "/client": () => ClientPage({ searchParams }),
  "/partner": () => PartnerRoute({ searchParams }),
  "/partner/login": () => PartnerLoginRoute({ searchParams }),
  "/broker-portal": () => BrokerPortalRoute({ searchParams }),
  "/staff": () => StaffPage({ searchParams }),
  "/staff/admin": () => AdminPage({ searchParams }),
};

describe("portal pages refuse on their own, with no proxy in front", () => {
  it("show the sign-in state signed out", async () => {
    actAs(null);
    expect(await accessState(PAGES["/client"])).toEqual({ segment: "client", path: "/client", role: null });
    expect(await accessState(PAGES["/partner/login"])).toEqual({
      segment: "partner",
      path: "/partner/login",
      role: null,
    });
    expect(await accessState(PAGES["/staff"])).toEqual({ segment: "staff", path: "/staff", role: null });
    expect(await accessState(PAGES["/staff/admin"])).toEqual({ segment: "admin", path: "/staff/admin", role: null });
  });

  it("show Access Denied to every wrong role, and the portal to the right one", async () => {
    const allowed: Record<keyof typeof PAGES, (keyof DemoUsers)[]> = {
      "/client": ["clientA"],
      "/partner": ["partnerA"],
      "/partner/login": ["partnerA"],
      "/broker-portal": ["partnerA"],
      "/staff": ["staff", "admin"],
      "/staff/admin": ["admin"],
    };
    for (const [path, page] of Object.entries(PAGES) as [keyof typeof PAGES, () => unknown][]) {
      for (const who of ["clientA", "partnerA", "staff", "admin"] as const) {
        actAs(users[who]);
        const state = await accessState(page);
        if (allowed[path].includes(who)) expect(state, `${who} on ${path}`).toBe("content");
        else expect(state, `${who} on ${path}`).toMatchObject({ role: users[who].role });
      }
    }
  });

  it("send staff and admin without the second factor to finish it, /account included", async () => {
    for (const who of ["staff", "admin"] as const) {
      actAs(users[who], { mfa: false });
      for (const page of [...Object.values(PAGES), () => AccountPage()])
        expect(await redirectOf(page)).toBe("/signin/2fa");
    }
  });
});
