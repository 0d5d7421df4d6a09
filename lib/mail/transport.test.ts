import { describe, expect, it } from "vitest";
import { messageIdFor, transportUrl } from "./transport";

describe("the mail transport's settings", () => {
  it("pools connections and bounds every wait unless SMTP_URL says otherwise", () => {
    const url = new URL(transportUrl("smtps://user:pa%40ss@smtp.example.com:465?socketTimeout=60000"));
    expect(url.username).toBe("user");
    expect(url.password).toBe("pa%40ss");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      socketTimeout: "60000",
      pool: "true",
      maxConnections: "5",
      connectionTimeout: "10000",
      greetingTimeout: "10000",
    });
  });

  it("derives a stable Message-ID from the outbox row and the site's host", () => {
    expect(messageIdFor("cm1abc", "https://bizfund.example/some/path")).toBe("<cm1abc@bizfund.example>");
    expect(messageIdFor("cm1abc", "https://bizfund.example")).toBe(messageIdFor("cm1abc", "https://bizfund.example"));
  });
});
