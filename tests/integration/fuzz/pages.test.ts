import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import ConfirmApplicationPage from "@/app/(apply)/application/confirm/page";
import MfaPage from "@/app/(auth)/signin/2fa/page";
import ResetPage from "@/app/(auth)/signin/reset/page";
import VerifyPage from "@/app/(auth)/signin/verify/page";
import AccessPage from "@/app/(portals)/access/[segment]/page";
import { BrokerPortalPage } from "@/app/(portals)/broker-portal/broker-portal-page";
import BrokerPortalRoute from "@/app/(portals)/broker-portal/page";
import ClientCompletePage from "@/app/(portals)/client/applications/[id]/complete/page";
import ClientWorkspacePage from "@/app/(portals)/client/applications/[id]/page";
import ClientPage from "@/app/(portals)/client/page";
import PartnerCompletePage from "@/app/(portals)/partner/applications/[id]/complete/page";
import PartnerWorkspacePage from "@/app/(portals)/partner/applications/[id]/page";
import PartnerLoginRoute from "@/app/(portals)/partner/login/page";
import PartnerRoute from "@/app/(portals)/partner/page";
import AdminPage from "@/app/(portals)/staff/admin/page";
import StaffPage from "@/app/(portals)/staff/page";
import StaffWorkspacePage from "@/app/(portals)/staff/applications/[id]/page";
import { seedDemo, testDatabase, type DemoUsers } from "../../support/fixtures";
import { actAs } from "../../support/session";
import { nastyParam, nastyQuery, prng } from "./generators";

/**
 * Seeded fuzzing of the pages that read their address (issue #39 item 6): hostile query values (a
 * NUL, lone surrogates, malformed escapes, repeated keys) and path segments, as every actor. A page
 * may answer its content, a redirect or a 404; anything else it throws is the 'Something went wrong'
 * page, a 5xx in all but status. (/signin reads the request's headers, which exist only in Next.)
 */
// The pages are called as functions, outside a request: a page that reads a cookie (the confirm page's
// "just confirmed" cookie) sees a visitor who has none.
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const SEED = 20261127;
const CASES = 8;
const ACTORS = ["anon", "clientA", "partnerA", "staff", "admin"] as const;
const QUERY_KEYS = [
  "application",
  "tab",
  "q",
  "status",
  "risk",
  "partnerId",
  "from",
  "to",
  "sort",
  "cursor",
  "limit",
  "token",
  "callbackUrl",
  "error",
  "code",
  "role",
];

type SearchParams = Record<string, string | string[]>;
type Page = (props: never) => unknown;
/** Each page with what it takes: the query, and the path's segments when it has any. */
const PAGES: Record<string, { page: Page; segments?: (id: string, nasty: string) => Record<string, string> }> = {
  "/client": { page: ClientPage },
  "/partner": { page: PartnerRoute },
  "/partner/login": { page: PartnerLoginRoute },
  "/broker-portal": { page: BrokerPortalRoute },
  "/staff": { page: StaffPage },
  "/staff/admin": { page: AdminPage },
  "/client/applications/[id]": { page: ClientWorkspacePage, segments: (_id, nasty) => ({ id: nasty }) },
  "/client/applications/[id]/complete": { page: ClientCompletePage, segments: (_id, nasty) => ({ id: nasty }) },
  "/partner/applications/[id]/complete": { page: PartnerCompletePage, segments: (_id, nasty) => ({ id: nasty }) },
  "/partner/applications/[id]": { page: PartnerWorkspacePage, segments: (_id, nasty) => ({ id: nasty }) },
  "/staff/applications/[id]": { page: StaffWorkspacePage, segments: (_id, nasty) => ({ id: nasty }) },
  "/access/[segment]": { page: AccessPage, segments: (_id, nasty) => ({ segment: nasty }) },
  "/application/confirm": { page: ConfirmApplicationPage },
  "/signin/2fa": { page: MfaPage },
  "/signin/reset": { page: ResetPage },
  "/signin/verify": { page: VerifyPage },
};

let users: DemoUsers;
let applicationId: string;
beforeAll(async () => {
  users = await seedDemo();
  applicationId = (
    await testDatabase().connection.prisma.application.findFirstOrThrow({ where: { clientId: users.clientA.id } })
  ).id;
});

/** The query as Next hands it to a page: decoded values, a repeated key as an array. */
function searchParamsOf(query: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

/** What Next would answer: "ok" for content, a redirect or a 404; else what the error page would hide. */
async function outcome(page: Page, props: unknown): Promise<string> {
  try {
    let el = (await page(props as never)) as ReactElement;
    while (isValidElement(el) && el.type === BrokerPortalPage)
      el = (await (el.type as (p: unknown) => unknown)(el.props)) as ReactElement;
    return "ok";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "ok";
    return `threw ${String(error).slice(0, 200)}`;
  }
}

describe("fuzzing the pages' query strings and path segments (issue #39 item 6)", () => {
  it("answers a NUL, a lone surrogate or a malformed escape anywhere in the address without an error page", async () => {
    const r = prng(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, { page, segments }] of Object.entries(PAGES)) {
      for (const actor of ACTORS) {
        for (let i = 0; i < CASES; i++) {
          actAs(actor === "anon" ? null : users[actor]);
          // Always one id-like key with a hostile value: the case that reached the database.
          const query = `${nastyQuery(r, QUERY_KEYS)}&application=${r.pick(["%00", "x%00", "%ED%A0%80", applicationId + "%00"])}`;
          const searchParams = searchParamsOf(query);
          const params = segments?.(applicationId, nastyParam(r, [applicationId]));
          const result = await outcome(page, {
            searchParams: Promise.resolve(searchParams),
            ...(params ? { params: Promise.resolve(params) } : {}),
          });
          sent++;
          if (result !== "ok") failures.push(`#${sent} ${actor} ${path}?${query.slice(0, 120)}: ${result}`);
        }
      }
    }
    actAs(null);
    expect(failures).toEqual([]);
    expect(sent).toBe(Object.keys(PAGES).length * ACTORS.length * CASES);
  }, 300_000);
});
