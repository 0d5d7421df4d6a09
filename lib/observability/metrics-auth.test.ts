import { describe, expect, it } from "vitest";
import { requireMetricsToken } from "./metrics-auth";

describe("the metrics endpoint's token", () => {
  const token = "m".repeat(32);
  it("does not exist (404) until a token is configured", () => {
    expect(() => requireMetricsToken(`Bearer ${token}`, undefined)).toThrow(expect.objectContaining({ status: 404 }));
  });
  it("refuses a missing or wrong bearer token (401) and accepts the configured one", () => {
    expect(() => requireMetricsToken(null, token)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireMetricsToken("Bearer nope", token)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireMetricsToken(token, token)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireMetricsToken(`Bearer ${token}`, token)).not.toThrow();
  });
});
