import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { SITE } from "@/lib/site";
import { mailBlocks, type MailBlock, type MailInline } from "./layout";

/*
 * Every e-mail's HTML part (issue 36 item 6, ADR 075): one branded template from @react-email,
 * filled from the same plain text the message already carries (the text part stays as it is). A
 * brand header, the message in paragraphs, our links as buttons (the first one primary) with the
 * address printed under each, and a footer with who we are.
 */
const BRAND = "#0b2545";
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: "#f3f4f6", fontFamily: FONT, margin: 0, padding: "24px 0" },
  container: {
    backgroundColor: "#ffffff",
    maxWidth: "560px",
    margin: "0 auto",
    borderRadius: "8px",
    overflow: "hidden",
  },
  header: { backgroundColor: BRAND, padding: "18px 28px" },
  brand: { color: "#ffffff", fontSize: "20px", fontWeight: 700, margin: 0 },
  content: { padding: "8px 28px 16px" },
  text: { color: "#111827", fontSize: "15px", lineHeight: "24px", margin: "14px 0" },
  primary: {
    backgroundColor: BRAND,
    color: "#ffffff",
    borderRadius: "6px",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 22px",
    textDecoration: "none",
  },
  secondary: {
    backgroundColor: "#ffffff",
    color: BRAND,
    border: `1px solid ${BRAND}`,
    borderRadius: "6px",
    fontSize: "14px",
    fontWeight: 600,
    padding: "10px 18px",
    textDecoration: "none",
  },
  small: { color: "#4b5563", fontSize: "12px", lineHeight: "18px", margin: "8px 0", wordBreak: "break-all" as const },
  footer: { color: "#4b5563", fontSize: "12px", lineHeight: "18px", padding: "0 28px 20px", margin: 0 },
  link: { color: BRAND },
};

function Inline({ parts }: { parts: MailInline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "link" ? (
          <Link key={i} href={p.href} style={styles.link}>
            {p.text}
          </Link>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: MailBlock }) {
  if (block.kind === "paragraph")
    return (
      <Text style={styles.text}>
        {block.lines.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            <Inline parts={line} />
          </span>
        ))}
      </Text>
    );
  return (
    <Section style={{ margin: "18px 0" }}>
      {block.lead.length ? (
        <Text style={styles.text}>
          <Inline parts={block.lead} />
        </Text>
      ) : null}
      <Button href={block.href} style={block.primary ? styles.primary : styles.secondary}>
        {block.label}
      </Button>
      <Text style={styles.small}>
        Or open this address:{" "}
        <Link href={block.href} style={styles.link}>
          {block.href}
        </Link>
      </Text>
    </Section>
  );
}

export function MailTemplate({ subject, text, origin }: { subject: string; text: string; origin: string }) {
  return (
    <Html lang="en-AU">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{SITE.name}</Text>
          </Section>
          <Section style={styles.content}>
            {mailBlocks(text, origin).map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </Section>
          <Hr style={{ borderColor: "#e5e7eb", margin: "0 28px 16px" }} />
          <Text style={styles.footer}>
            {SITE.licence}
            <br />
            {SITE.address} · {SITE.phone} ·{" "}
            <Link href={`mailto:${SITE.supportEmail}`} style={styles.link}>
              {SITE.supportEmail}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a message whose text part is `text`. */
export function mailHtml(mail: { subject: string; text: string }, origin: string): Promise<string> {
  return render(<MailTemplate subject={mail.subject} text={mail.text} origin={origin} />);
}
