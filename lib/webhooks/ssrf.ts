import "server-only";
import { lookup } from "node:dns/promises";
import { env } from "@/lib/env";
import { parseIp, parseTrustedProxies, type IpRange } from "@/lib/http/client";

/**
 * Where a webhook may not go (ADR 073): this machine, link-local (cloud metadata at 169.254.169.254),
 * private and shared networks, documentation, multicast and reserved ranges, in IPv4 and IPv6
 * (an IPv4-mapped IPv6 address counts as the IPv4 address it carries; NAT64 and 6to4 are refused).
 */
const BLOCKED = (() => {
  const parsed = parseTrustedProxies(
    [
      "0.0.0.0/8",
      "10.0.0.0/8",
      "100.64.0.0/10",
      "127.0.0.0/8",
      "169.254.0.0/16",
      "172.16.0.0/12",
      "192.0.0.0/24",
      "192.0.2.0/24",
      "192.168.0.0/16",
      "198.18.0.0/15",
      "198.51.100.0/24",
      "203.0.113.0/24",
      "224.0.0.0/4",
      "240.0.0.0/4",
      "::/128",
      "::1/128",
      "64:ff9b::/96",
      "100::/64",
      "2001:db8::/32",
      "2002::/16",
      "fc00::/7",
      "fe80::/10",
      "ff00::/8",
    ].join(","),
  );
  if (!parsed.ok) throw new Error(`bad blocked range: ${parsed.invalid.join(", ")}`);
  return parsed.ranges;
})();

const inAny = (ranges: IpRange[], text: string) => {
  const ip = parseIp(text);
  // Not an address we can read is not an address we will connect to.
  if (!ip) return true;
  return ranges.some((r) => r.version === ip.version && matches(ip.bytes, r));
};

function matches(bytes: Uint8Array, range: IpRange) {
  for (let bit = 0; bit < range.prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== (range.network[bit >> 3]! & mask)) return false;
  }
  return true;
}

/** Loopback, link-local, private or otherwise not a public internet address. */
export const isBlockedAddress = (address: string) => inAny(BLOCKED, address);

export class WebhookTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookTargetError";
  }
}

const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase();

/** The test-only allowlist (WEBHOOK_TEST_ALLOW_HOSTS), empty unless set. */
export const testAllowed = (host: string) => env().WEBHOOK_TEST_ALLOW_HOSTS.includes(bare(host));

/** Every address a host name resolves to, each checked: one private address refuses the host. */
export async function resolvePublic(host: string): Promise<{ address: string; family: number }[]> {
  const name = bare(host);
  const literal = parseIp(name);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: name, family: literal.version }];
  else {
    try {
      addresses = await lookup(name, { all: true, verbatim: true });
    } catch {
      throw new WebhookTargetError(`The host ${name} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw new WebhookTargetError(`The host ${name} could not be resolved.`);
  if (!testAllowed(name)) {
    const blocked = addresses.find((a) => isBlockedAddress(a.address));
    if (blocked)
      throw new WebhookTargetError(
        `The host ${name} resolves to ${blocked.address}, a private, loopback or link-local address: webhooks go to public addresses only.`,
      );
  }
  return addresses;
}

/** A URL a webhook may be sent to: https (http only for a test-allowed host), no credentials, a public address. */
export async function assertWebhookUrl(raw: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError("Enter the endpoint's full https:// address.");
  }
  if (url.username || url.password) throw new WebhookTargetError("The address may not carry a user name or password.");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && testAllowed(url.hostname)))
    throw new WebhookTargetError("Webhook endpoints must use https://.");
  await resolvePublic(url.hostname);
  return url;
}
