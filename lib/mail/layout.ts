/**
 * How a plain-text e-mail reads as HTML (issue 36 item 6, ADR 075): pure, so the template and the
 * tests share it. A message is paragraphs (blank lines between them, single line breaks kept); a
 * link to our own site becomes a button, the first one primary, with the link itself printed under
 * it for anyone who cannot press a button; other addresses stay links in the text.
 */
export type MailBlock =
  | { kind: "paragraph"; lines: MailInline[][] }
  | { kind: "button"; label: string; href: string; primary: boolean; lead: MailInline[] };
export type MailInline = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** The words on a button, by where it goes: the page's own name, not "click here". */
const BUTTON_LABELS: [RegExp, string][] = [
  [/^\/application\/confirm/, "Review and confirm"],
  [/^\/application\/resume/, "Continue your application"],
  [/^\/application\b/, "Open your application"],
  [/^\/signin\/verify/, "Sign in"],
  [/^\/signin\/reset/, "Choose a new password"],
  [/^\/api\/newsletter\/confirm/, "Confirm your subscription"],
  [/^\/client\b/, "Open your portal"],
  [/^\/partner\b/, "Open the partner portal"],
  [/^\/staff\b/, "Open the staff portal"],
  [/^\/signin\b/, "Sign in"],
  [/^\/contact\b/, "Contact us"],
];

export function buttonLabel(href: string, origin: string): string {
  let path = href;
  try {
    const u = new URL(href);
    if (u.origin !== origin) return "Open the link";
    path = `${u.pathname}${u.search}`;
  } catch {
    return "Open the link";
  }
  return BUTTON_LABELS.find(([pattern]) => pattern.test(path))?.[1] ?? "Open the link";
}

function inline(text: string): MailInline[] {
  const out: MailInline[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    if (m.index > at) out.push({ kind: "text", text: text.slice(at, m.index) });
    out.push({ kind: "link", text: m[0], href: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

/** The message's blocks. `origin` is our site's (APP_URL): only its links become buttons. */
export function mailBlocks(text: string, origin: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  let paragraph: MailInline[][] = [];
  let primaryUsed = false;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", lines: paragraph });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const urls = [...line.matchAll(URL_PATTERN)].map((m) => m[0]);
    const own = urls.length === 1 && urls[0]!.startsWith(origin) ? urls[0]! : null;
    // A line that ends with one of our links ("…to follow it: https://…") is a call to action.
    if (own && line.endsWith(own)) {
      flush();
      const lead = line.slice(0, -own.length).replace(/[\s:]+$/, "");
      blocks.push({
        kind: "button",
        label: buttonLabel(own, origin),
        href: own,
        primary: !primaryUsed,
        lead: lead ? inline(`${lead}.`.replace(/([.!?])\.$/, "$1")) : [],
      });
      primaryUsed = true;
      continue;
    }
    paragraph.push(inline(line));
  }
  flush();
  return blocks;
}
