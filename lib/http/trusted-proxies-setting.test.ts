import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("TRUSTED_PROXIES in the configuration", () => {
  const load = (value: string | undefined) => {
    process.env = { ...saved, AUTH_SECRET: "x".repeat(32), DATA_DIR: "memory://" };
    if (value === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = value;
    resetEnvForTests();
    return env();
  };

  it("is optional and empty by default", () => {
    expect(load(undefined).TRUSTED_PROXIES).toBe("");
  });

  it("accepts addresses, ranges of both families and named ranges", () => {
    expect(load("loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.10").TRUSTED_PROXIES).toBe(
      "loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.10",
    );
  });

  it("refuses to start, naming every bad entry", () => {
    expect(() => load("loopback, nginx, 10.0.0.0/40")).toThrow(
      "Invalid configuration: TRUSTED_PROXIES: not an IP address, CIDR range or one of loopback, linklocal, private: nginx, 10.0.0.0/40",
    );
  });
});
