import { describe, expect, it } from "vitest";
import {
  formatIp,
  inRange,
  normalizeIp,
  parseHop,
  parseIp,
  parseTrustedProxies,
  resolveClientIp,
  type IpRange,
} from "./ip";

const trust = (value: string): IpRange[] => {
  const parsed = parseTrustedProxies(value);
  if (!parsed.ok) throw new Error(`invalid: ${parsed.invalid.join(", ")}`);
  return parsed.ranges;
};

describe("parsing and canonical form", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
    ["::1", "::1"],
    ["::", "::"],
    ["2001:DB8::1", "2001:db8::1"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["fe80::1%eth0", "fe80::1"],
    ["1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"],
    ["64:ff9b::192.0.2.33", "64:ff9b::c000:221"],
  ])("%s → %s", (input, canonical) => {
    expect(normalizeIp(input)).toBe(canonical);
  });

  it.each([
    "::ffff:192.0.2.1",
    "::FFFF:192.0.2.1",
    "::ffff:c000:201",
    "0:0:0:0:0:ffff:192.0.2.1",
    "[::ffff:192.0.2.1]:443",
  ])("IPv4-mapped %s is the IPv4 address", (input) => {
    expect(normalizeIp(input)).toBe("192.0.2.1");
    expect(parseHop(input)?.version).toBe(4);
  });

  it.each([
    "",
    "unknown",
    "localhost",
    "256.1.1.1",
    "1.2.3",
    "1.2.3.4.5",
    "01.2.3.4",
    "1.2.3.-4",
    "1::2::3",
    ":::",
    "1:2:3:4:5:6:7:8:9",
    "12345::1",
    "g::1",
    "1.2.3.4::",
    "::1.2.3.400",
    "1:2:3:4:5:6:7",
    "2001:db8::1/64",
    "1.2.3.4, 5.6.7.8",
    "\u00001.2.3.4",
    "1.2.3.4 x",
  ])("%j is not an address", (input) => {
    expect(normalizeIp(input)).toBeNull();
  });

  it("reads the forms proxies write: ports, brackets, quotes and spaces", () => {
    expect(normalizeIp(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeIp("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeIp("[2001:db8::1]:8080")).toBe("2001:db8::1");
    expect(normalizeIp("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normalizeIp('"[2001:db8::1]"')).toBe("2001:db8::1");
  });

  it("formats the longest zero run, the first of equal runs", () => {
    expect(formatIp(parseIp("1:0:0:2:0:0:0:3")!)).toBe("1:0:0:2::3");
    expect(formatIp(parseIp("1:0:0:2:0:0:3:4")!)).toBe("1::2:0:0:3:4");
  });
});

describe("trusted proxy lists", () => {
  it("accepts addresses, CIDR ranges of both families and named ranges", () => {
    const parsed = parseTrustedProxies(
      " 10.0.0.1, 10.1.0.0/16 ,2001:db8::/32, ::1, loopback, Private, linklocal, uniquelocal,, ",
    );
    expect(parsed.ok).toBe(true);
  });

  it("is empty when unset or blank", () => {
    expect(parseTrustedProxies(undefined)).toEqual({ ok: true, ranges: [] });
    expect(parseTrustedProxies(" , ")).toEqual({ ok: true, ranges: [] });
  });

  it("names every invalid entry", () => {
    expect(
      parseTrustedProxies("10.0.0.1, 10.0.0.0/33, ::/129, nginx, 1.2.3.4/8/8, /8, 10.0.0.0/-1, 10.0.0.0/ 8x"),
    ).toEqual({
      ok: false,
      invalid: ["10.0.0.0/33", "::/129", "nginx", "1.2.3.4/8/8", "/8", "10.0.0.0/-1", "10.0.0.0/ 8x"],
    });
  });

  it("matches ranges bit by bit, per family", () => {
    const [net] = trust("172.16.0.0/12");
    expect(inRange(parseIp("172.16.0.1")!, net!)).toBe(true);
    expect(inRange(parseIp("172.31.255.255")!, net!)).toBe(true);
    expect(inRange(parseIp("172.32.0.0")!, net!)).toBe(false);
    expect(inRange(parseIp("::ffff:172.20.1.1")!, net!)).toBe(true);
    expect(inRange(parseIp("::172.20.1.1")!, net!)).toBe(false);
    const [v6] = trust("2001:db8:abcd::/48");
    expect(inRange(parseIp("2001:db8:abcd:12::1")!, v6!)).toBe(true);
    expect(inRange(parseIp("2001:db8:abce::1")!, v6!)).toBe(false);
    const [all] = trust("0.0.0.0/0");
    expect(inRange(parseIp("203.0.113.9")!, all!)).toBe(true);
    expect(inRange(parseIp("::1")!, all!)).toBe(false);
  });

  it("an IPv4-mapped range counts the IPv4 bits", () => {
    const [mapped] = trust("::ffff:10.0.0.0/104");
    expect(mapped).toMatchObject({ version: 4, prefix: 8 });
    expect(parseTrustedProxies("::ffff:10.0.0.0/64").ok).toBe(false);
  });

  it("loopback covers 127.0.0.0/8 and ::1", () => {
    const ranges = trust("loopback");
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(ranges.some((r) => inRange(parseIp(ip)!, r))).toBe(true);
    for (const ip of ["128.0.0.1", "::2", "10.0.0.1"]) expect(ranges.some((r) => inRange(parseIp(ip)!, r))).toBe(false);
  });
});

describe("resolving the client's address", () => {
  it("without trusted proxies X-Forwarded-For is ignored: the peer is the client", () => {
    expect(resolveClientIp("203.0.113.7", "1.1.1.1, 2.2.2.2", [])).toBe("203.0.113.7");
    expect(resolveClientIp("::ffff:203.0.113.7", "1.1.1.1", [])).toBe("203.0.113.7");
  });

  it("an untrusted peer is the client even when it sends X-Forwarded-For", () => {
    expect(resolveClientIp("203.0.113.7", "1.1.1.1", trust("loopback"))).toBe("203.0.113.7");
  });

  it("a trusted proxy's last hop is the client; hops the client wrote are never reached", () => {
    // The client forged "6.6.6.6"; our proxy (127.0.0.1) appended the address it saw.
    expect(resolveClientIp("127.0.0.1", "6.6.6.6, 198.51.100.4", trust("loopback"))).toBe("198.51.100.4");
    expect(resolveClientIp("::1", "6.6.6.6,198.51.100.4", trust("loopback"))).toBe("198.51.100.4");
  });

  it("walks through a chain of trusted proxies and stops at the first untrusted hop", () => {
    const trusted = trust("10.0.0.0/8, loopback");
    expect(resolveClientIp("127.0.0.1", "6.6.6.6, 198.51.100.4, 10.0.0.2, 10.0.0.3", trusted)).toBe("198.51.100.4");
    expect(resolveClientIp("10.9.9.9", "198.51.100.4", trusted)).toBe("198.51.100.4");
  });

  it("when every hop is trusted, the leftmost hop is the client", () => {
    expect(resolveClientIp("127.0.0.1", "10.0.0.5, 10.0.0.2", trust("private, loopback"))).toBe("10.0.0.5");
    expect(resolveClientIp("127.0.0.1", "", trust("loopback"))).toBe("127.0.0.1");
    expect(resolveClientIp("127.0.0.1", null, trust("loopback"))).toBe("127.0.0.1");
  });

  it("garbage behind a trusted proxy ends the walk at the proxy, so it cannot become a fresh bucket", () => {
    expect(resolveClientIp("127.0.0.1", "1.1.1.1, not-an-ip", trust("loopback"))).toBe("127.0.0.1");
    expect(resolveClientIp("127.0.0.1", "1.1.1.1, ", trust("loopback"))).toBe("127.0.0.1");
    expect(resolveClientIp("127.0.0.1", "10.0.0.2, unknown", trust("loopback, private"))).toBe("127.0.0.1");
  });

  it("normalises every hop, so spellings of one address share a bucket", () => {
    const trusted = trust("loopback");
    expect(resolveClientIp("127.0.0.1", "2001:DB8:0:0::1", trusted)).toBe("2001:db8::1");
    expect(resolveClientIp("127.0.0.1", "[2001:db8::1]:1234", trusted)).toBe("2001:db8::1");
    expect(resolveClientIp("127.0.0.1", "::ffff:198.51.100.4", trusted)).toBe("198.51.100.4");
    expect(resolveClientIp("127.0.0.1", "198.51.100.4:5555", trusted)).toBe("198.51.100.4");
  });

  it("is null without a usable peer", () => {
    expect(resolveClientIp(null, "1.1.1.1", [])).toBeNull();
    expect(resolveClientIp("", "1.1.1.1", [])).toBeNull();
    expect(resolveClientIp("garbage", "1.1.1.1", trust("loopback"))).toBeNull();
  });
});
