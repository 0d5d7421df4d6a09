import { describe, expect, it } from "vitest";
import { shouldSeedDemo } from "@/lib/db";

describe("demo data gate", () => {
  it("seeds an empty embedded database for a site served on this machine", () => {
    expect(shouldSeedDemo("pglite", "http://127.0.0.1:3000", undefined)).toBe(true);
    expect(shouldSeedDemo("pglite", "http://localhost:4000", undefined)).toBe(true);
  });

  it("never seeds the published demo accounts on a public site", () => {
    expect(shouldSeedDemo("pglite", "https://bizfund.example", undefined)).toBe(false);
    expect(shouldSeedDemo("pglite", "http://10.0.0.5:3000", undefined)).toBe(false);
  });

  it("never seeds PostgreSQL on its own, and SEED_ON_EMPTY=0 turns it off", () => {
    expect(shouldSeedDemo("postgres", "http://127.0.0.1:3000", undefined)).toBe(false);
    expect(shouldSeedDemo("pglite", "http://127.0.0.1:3000", "0")).toBe(false);
  });
});
