/**
 * IP addresses for rate limits and audit records: parsing (IPv4, IPv6, IPv4-mapped IPv6), canonical
 * text, CIDR ranges, and the walk along X-Forwarded-For that believes only hops we trust. Pure code
 * (no Node APIs), so it is unit-tested on its own and usable while the configuration is validated.
 */

export interface Ip {
  version: 4 | 6;
  bytes: Uint8Array;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): Uint8Array | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map((p) => (p.length > 1 && p.startsWith("0") ? NaN : Number(p)));
  // Leading zeros are refused: some parsers read them as octal, so "010.0.0.1" has no single meaning.
  return parts.every((n) => Number.isInteger(n) && n <= 255) ? Uint8Array.from(parts) : null;
}

function parseIpv6(text: string): Uint8Array | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.length > 45) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  // An embedded IPv4 address may only end the address (::ffff:192.0.2.1).
  const ending = halves.length === 2 ? tail : head;
  let ipv4Tail: Uint8Array | null = null;
  if (ending.at(-1)?.includes(".")) {
    ipv4Tail = parseIpv4(ending.pop()!);
    if (!ipv4Tail) return null;
  }
  for (const g of [...head, ...tail]) if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
  const count = head.length + tail.length + (ipv4Tail ? 2 : 0);
  if (halves.length === 1 ? count !== 8 : count > 7) return null;
  const words: number[] = [];
  words.push(...head.map((g) => parseInt(g, 16)));
  for (let i = count; i < 8; i++) words.push(0);
  words.push(...tail.map((g) => parseInt(g, 16)));
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    bytes[i * 2] = w >> 8;
    bytes[i * 2 + 1] = w & 0xff;
  });
  if (ipv4Tail) bytes.set(ipv4Tail, 12);
  return bytes;
}

const isMappedIpv4 = (b: Uint8Array) => b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;

/** Parses a bare address; IPv4-mapped IPv6 (::ffff:192.0.2.1) becomes the IPv4 address it carries. */
export function parseIp(text: string): Ip | null {
  const v4 = parseIpv4(text);
  if (v4) return { version: 4, bytes: v4 };
  // A zone (fe80::1%eth0) names the interface, not the host.
  const v6 = parseIpv6(text.replace(/%[\w.-]+$/, ""));
  if (!v6) return null;
  return isMappedIpv4(v6) ? { version: 4, bytes: v6.slice(12) } : { version: 6, bytes: v6 };
}

/**
 * One hop as proxies write it: a bare address, "[v6]", "[v6]:port" or "v4:port", with spaces or
 * quotes around it. Anything else (including "unknown") is not an address.
 */
export function parseHop(text: string | null | undefined): Ip | null {
  if (!text) return null;
  let s = text.trim().replace(/^"(.*)"$/, "$1");
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  return parseIp(s);
}

/** Canonical text: dotted IPv4; IPv6 per RFC 5952 (lower case, longest zero run shortened). */
export function formatIp(ip: Ip): string {
  if (ip.version === 4) return Array.from(ip.bytes).join(".");
  const words = Array.from({ length: 8 }, (_, i) => (ip.bytes[i * 2]! << 8) | ip.bytes[i * 2 + 1]!);
  let best = { at: -1, len: 0 };
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.len && j - i > 1) best = { at: i, len: j - i };
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best.at < 0) return hex.join(":");
  return `${hex.slice(0, best.at).join(":")}::${hex.slice(best.at + best.len).join(":")}`;
}

/** The address in canonical form, or null when it is not an address. */
export function normalizeIp(text: string | null | undefined): string | null {
  const ip = parseHop(text);
  return ip ? formatIp(ip) : null;
}

export interface IpRange {
  version: 4 | 6;
  network: Uint8Array;
  prefix: number;
}

export function inRange(ip: Ip, range: IpRange): boolean {
  if (ip.version !== range.version) return false;
  for (let bit = 0; bit < range.prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((ip.bytes[bit >> 3]! & mask) !== (range.network[bit >> 3]! & mask)) return false;
  }
  return true;
}

/** Names for the usual ranges, as Express's "trust proxy" spells them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function parseRange(entry: string): IpRange | null {
  const [addr, len, extra] = entry.split("/");
  if (extra !== undefined || !addr) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const max = ip.version === 4 ? 32 : 128;
  // A /96 written on an IPv4-mapped network counts in IPv6 bits; it describes the IPv4 part.
  const mapped = ip.version === 4 && !IPV4.test(addr);
  const prefix = len === undefined ? max : /^\d{1,3}$/.test(len) ? Number(len) - (mapped ? 96 : 0) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { version: ip.version, network: ip.bytes, prefix };
}

export type TrustedProxiesResult = { ok: true; ranges: IpRange[] } | { ok: false; invalid: string[] };

/**
 * TRUSTED_PROXIES: a comma-separated list of addresses, CIDR ranges (IPv4 or IPv6) and the names
 * loopback, linklocal, private (alias uniquelocal). Empty means no proxy is trusted.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxiesResult {
  const ranges: IpRange[] = [];
  const invalid: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = NAMED_RANGES[entry.toLowerCase()];
    const parsed = named ? named.map(parseRange) : [parseRange(entry)];
    if (parsed.some((r) => !r)) invalid.push(entry);
    else ranges.push(...(parsed as IpRange[]));
  }
  return invalid.length ? { ok: false, invalid } : { ok: true, ranges };
}

/**
 * The client's address: start at the socket's peer and step left along X-Forwarded-For only while
 * the current address is a proxy we trust (each trusted proxy vouches for the hop it appended). A
 * hop that is not an address ends the walk at the last address we could vouch for, so garbage can
 * never become a fresh rate-limit bucket. Without trusted proxies X-Forwarded-For is never read.
 */
export function resolveClientIp(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trusted: IpRange[],
): string | null {
  let current = parseHop(peer);
  if (!current) return null;
  const hops = forwardedFor ? forwardedFor.split(",") : [];
  while (hops.length && trusted.some((r) => inRange(current!, r))) {
    const next = parseHop(hops.pop());
    if (!next) break;
    current = next;
  }
  return formatIp(current);
}
