import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientIp, isCrossSite, PEER_HEADER, setSocketPeerServerForTests } from "./request";

const saved = { TRUSTED_PROXIES: process.env.TRUSTED_PROXIES, APP_URL: process.env.APP_URL };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  setSocketPeerServerForTests(false);
});

const h = (headers: Record<string, string>) => new Headers(headers);

describe("clientIp under our server (the socket's peer header)", () => {
  beforeEach(() => {
    setSocketPeerServerForTests(true);
    delete process.env.TRUSTED_PROXIES;
  });

  it("is the socket's address, whatever X-Forwarded-For or X-Real-IP claim", () => {
    expect(clientIp(h({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }))).toBe(
      "203.0.113.7",
    );
  });

  it("rotating a forged X-Forwarded-For never changes the answer", () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIp(h({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": `10.0.${i}.1, 198.51.100.${i}` })),
      ),
    );
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("normalises an IPv4-mapped IPv6 socket address", () => {
    expect(clientIp(h({ [PEER_HEADER]: "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
  });

  it("believes X-Forwarded-For only through the proxies TRUSTED_PROXIES lists", () => {
    process.env.TRUSTED_PROXIES = "loopback";
    expect(clientIp(h({ [PEER_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "6.6.6.6, 198.51.100.4" }))).toBe(
      "198.51.100.4",
    );
    // A peer that is not listed is the client itself.
    expect(clientIp(h({ [PEER_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.4" }))).toBe("203.0.113.7");
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 2001:db8::/32";
    expect(clientIp(h({ [PEER_HEADER]: "2001:db8::9", "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.1.2.3" }))).toBe(
      "198.51.100.4",
    );
  });

  it("an invalid TRUSTED_PROXIES trusts nobody (lib/env.ts refuses to start with it)", () => {
    process.env.TRUSTED_PROXIES = "loopback, nginx";
    expect(clientIp(h({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "198.51.100.4" }))).toBe("127.0.0.1");
  });

  it("repeated X-Forwarded-For headers are one list", () => {
    process.env.TRUSTED_PROXIES = "loopback";
    const headers = new Headers([
      [PEER_HEADER, "127.0.0.1"],
      ["x-forwarded-for", "6.6.6.6"],
      ["x-forwarded-for", "198.51.100.4"],
    ]);
    expect(clientIp(headers)).toBe("198.51.100.4");
  });

  it("is 'unknown' without a usable peer", () => {
    expect(clientIp(h({ "x-forwarded-for": "198.51.100.4" }))).toBe("unknown");
    expect(clientIp(h({ [PEER_HEADER]: "" }))).toBe("unknown");
  });
});

describe("clientIp under `next dev` (no peer header of ours)", () => {
  beforeEach(() => {
    setSocketPeerServerForTests(false);
    delete process.env.TRUSTED_PROXIES;
  });

  it("the peer is the last X-Forwarded-For hop (Next's socket address when the client sent none)", () => {
    expect(clientIp(h({ "x-forwarded-for": "::1" }))).toBe("::1");
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 127.0.0.1" }))).toBe("127.0.0.1");
  });

  it("a client-sent peer header is not believed when our server did not set it", () => {
    expect(clientIp(h({ [PEER_HEADER]: "1.2.3.4", "x-forwarded-for": "127.0.0.1" }))).toBe("127.0.0.1");
  });

  it("the same trusted-proxy walk applies", () => {
    process.env.TRUSTED_PROXIES = "loopback";
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 198.51.100.4, 127.0.0.1" }))).toBe("198.51.100.4");
  });

  it("is 'unknown' with no address at all", () => {
    expect(clientIp(h({}))).toBe("unknown");
  });
});

describe("isCrossSite", () => {
  const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/api/contact") =>
    new Request(url, { method: "POST", headers });

  it("compares Origin with APP_URL's origin when APP_URL is set", () => {
    process.env.APP_URL = "https://bizfund.example";
    expect(isCrossSite(post({ origin: "https://bizfund.example", host: "bizfund.example" }))).toBe(false);
    expect(isCrossSite(post({ origin: "http://bizfund.example", host: "bizfund.example" }))).toBe(true);
    expect(isCrossSite(post({ origin: "https://bizfund.example:8443", host: "bizfund.example:8443" }))).toBe(true);
  });

  it("never trusts X-Forwarded-Host", () => {
    process.env.APP_URL = "https://bizfund.example";
    expect(
      isCrossSite(
        post({ origin: "https://evil.example", host: "bizfund.example", "x-forwarded-host": "evil.example" }),
      ),
    ).toBe(true);
    delete process.env.APP_URL;
    expect(
      isCrossSite(post({ origin: "https://evil.example", host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" })),
    ).toBe(true);
  });

  it("without APP_URL compares with the Host header", () => {
    delete process.env.APP_URL;
    expect(isCrossSite(post({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(false);
    expect(isCrossSite(post({ origin: "http://localhost:3000", host: "127.0.0.1:3000" }))).toBe(true);
    expect(isCrossSite(post({ origin: "http://localhost:3000" }))).toBe(true);
  });

  it("refuses an opaque or malformed Origin, and cross-site fetch metadata without Origin", () => {
    process.env.APP_URL = "http://127.0.0.1:3000";
    expect(isCrossSite(post({ origin: "null" }))).toBe(true);
    expect(isCrossSite(post({ origin: "::::" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});
