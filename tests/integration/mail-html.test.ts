import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeLabeller, routeTemplatesFromApp, UNMATCHED } from "@/scripts/route-labels.mjs";
import { confirmMail, preparedForYouMail, receivedMail, teamAddressMail } from "@/lib/applications/submission-mail";
import { emailSignInLink } from "@/lib/auth/email-link";
import { requestPasswordReset } from "@/lib/auth/account";
import { lodgeComplaint } from "@/lib/complaints";
import { transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { mailHtml } from "@/lib/mail/html";
import { mailBlocks } from "@/lib/mail/layout";
import { notifyUser } from "@/lib/notifications";
import { seedDemo, testDatabase } from "../support/fixtures";

const labeller = routeLabeller({ routes: routeTemplatesFromApp(path.join(process.cwd(), "app")) });
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|&#xA0;/g, " ");
/** What a reader sees of the HTML: its text, tags and the hidden preview line left out. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/, "")
      .replace(/<div[^>]*display:none[^>]*>[\s\S]*?<\/div>/, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!));

/**
 * Checks an e-mail's HTML part against its text part: every sentence of the text is there, every
 * link resolves to one of our routes (or is a mailto:/tel:), and there is exactly one primary button
 * when the message has one of our links.
 */
function checkMail(mail: { subject: string; text: string; html: string | null }, origin: string) {
  expect(mail.html, mail.subject).toBeTruthy();
  const html = mail.html!;
  const shown = visibleText(html);
  for (const line of mail.text.split("\n")) {
    const words = line
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/[\s:]+$/, "")
      .replace(/\s+/g, " ")
      .trim();
    if (words) expect(shown, `${mail.subject}: "${words}"`).toContain(words);
  }
  for (const href of hrefs(html)) {
    if (/^(mailto|tel):/.test(href)) continue;
    expect(href.startsWith(origin), `${mail.subject}: ${href} is ours`).toBe(true);
    const url = new URL(href);
    expect(labeller(url.pathname), `${mail.subject}: ${url.pathname} is a route`).not.toBe(UNMATCHED);
  }
  const own = [...mail.text.matchAll(/https?:\/\/\S+/g)].filter((m) => m[0].startsWith(origin));
  const primaries = mailBlocks(mail.text, origin).filter((b) => b.kind === "button" && b.primary);
  expect(primaries.length, mail.subject).toBe(own.length ? 1 : 0);
  expect(html).toContain('lang="en-AU"');
}

describe("e-mails like a bank's (issue 36 item 6)", () => {
  const origin = "https://bizfund.example";

  it("a call to action becomes one primary button named for where it goes; other links stay links", () => {
    const blocks = mailBlocks(
      `Hi Liv,\n\nConfirm your address and sign in: ${origin}/signin/verify?token=abc\nOr read ${origin}/credit-guide first.\n\nSee https://www.afca.org.au for AFCA.\nOpen your portal: ${origin}/client?application=1`,
      origin,
    );
    const buttons = blocks.filter((b) => b.kind === "button");
    expect(buttons.map((b) => [b.label, b.primary])).toEqual([
      ["Sign in", true],
      ["Open your portal", false],
    ]);
    const afca = blocks.flatMap((b) => (b.kind === "paragraph" ? b.lines.flat() : [])).find((p) => p.kind === "link");
    expect(afca).toMatchObject({ kind: "link" });
  });

  it("the message builders' e-mails render with their text and working links", async () => {
    const link = `${origin}/application/confirm?token=t0k3n`;
    const answers = { firstName: "Olivia", companyName: "Walkabout Plumbing Pty Ltd", amount: 85_000 };
    const mails = [
      receivedMail({
        to: "o@example.com",
        number: "BF-2026-00042",
        answers,
        check: null,
        link: `${origin}/signin/verify?t=1`,
      }),
      confirmMail({ to: "o@example.com", number: "BF-2026-00042", amount: 85_000, link }),
      preparedForYouMail({
        to: "o@example.com",
        number: "BF-2026-00042",
        amount: 85_000,
        link,
        partnerName: "Michael Chen",
        answers: answers as never,
      }),
      teamAddressMail({ to: "staff@bizfund.example" }),
    ];
    for (const m of mails) checkMail({ ...m, html: await mailHtml(m, origin) }, origin);
    // Text that looks like markup is printed, never interpreted.
    const html = await mailHtml({ subject: "x", text: "Business: <script>alert(1)</script> & Co" }, origin);
    expect(html).not.toContain("<script>alert");
    expect(visibleText(html)).toContain("<script>alert(1)</script> & Co");
  });

  it("every e-mail the outbox holds after real flows has an HTML part that matches its text", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const before = new Date();
    const appOrigin = new URL(env().APP_URL).origin;
    await emailSignInLink(users.clientA.email);
    await requestPasswordReset(users.partnerA.email);
    await lodgeComplaint(
      {
        id: users.clientA.id,
        role: "client",
        firstName: "Olivia",
        lastName: "Walker",
        email: users.clientA.email,
      } as never,
      { category: "service", description: "Nobody called me back about my application." } as never,
    );
    await transaction((tx) =>
      notifyUser(tx, users.clientA.id, {
        kind: "status_changed",
        title: "Your application moved to Under Review",
        body: "We are reviewing your application.",
        link: "/client?application=x",
      } as never),
    );
    const rows = await prisma.outboxEmail.findMany({ where: { createdAt: { gte: before } } });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) checkMail(row, appOrigin);
  });
});
