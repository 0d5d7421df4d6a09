import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "./local-url";

describe("isLoopbackUrl (#39 item 4)", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://app.localhost:3000",
    "http://127.0.0.1:3100",
    "http://127.8.9.10",
    "https://127.0.0.1",
    "http://[::1]:3000",
  ])("%s is this machine", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "http://staging.example.com",
    "https://bizfund.example",
    "http://192.168.1.20:3000",
    "http://10.0.0.5",
    "http://0.0.0.0:3000",
    "http://128.0.0.1",
    "http://127.0.0.1.example.com",
    "http://localhost.example.com",
    "http://[::2]",
    "http://[::ffff:7f00:1]",
    "not a url",
  ])("%s is not", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
