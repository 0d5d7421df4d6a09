import { afterEach, describe, expect, it, vi } from "vitest";
import { devLoginsEnabled, env, resetEnvForTests } from "@/lib/env";
import { logger } from "@/lib/observability/log";

const KEY = Buffer.alloc(32, 7).toString("base64");

function configure(vars: Record<string, string>) {
  vi.stubEnv("DATA_DIR", "memory://");
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DEV_LOGINS", "0");
  vi.stubEnv("APP_URL", "");
  vi.stubEnv("PORT", "");
  vi.stubEnv("VERCEL", "");
  vi.stubEnv("VERCEL_URL", "");
  vi.stubEnv("AUTH_SECRET", "s".repeat(40));
  vi.stubEnv("FIELD_ENCRYPTION_KEY", KEY);
  vi.stubEnv("FIELD_ENCRYPTION_KEYS", "");
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  resetEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvForTests();
});

describe("APP_URL in production (#13 item 12)", () => {
  it("is required, with a clear message", () => {
    configure({ NODE_ENV: "production" });
    expect(() => env()).toThrow(/APP_URL is required in production/);
  });

  it("a local production run on http://127.0.0.1 works when APP_URL says so (npm start sets it)", () => {
    configure({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000" });
    expect(env().APP_URL).toBe("http://127.0.0.1:3000");
  });

  it("`next build` needs no APP_URL, and development and tests default to the local one", () => {
    configure({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" });
    expect(env().APP_URL).toBe("http://127.0.0.1:3000");
    configure({ NODE_ENV: "test" });
    expect(env().APP_URL).toBe("http://127.0.0.1:3000");
  });

  it("a local run without APP_URL links to the port it listens on (PORT), not a guessed 3000 (#18 item 4)", () => {
    configure({ NODE_ENV: "test", PORT: "3999" });
    expect(env().APP_URL).toBe("http://127.0.0.1:3999");
    configure({ NODE_ENV: "development", PORT: "not-a-port" });
    expect(env().APP_URL).toBe("http://127.0.0.1:3000");
  });

  it("on Vercel: APP_URL defaults to the deployment's own https URL, and the embedded database is refused", () => {
    configure({ NODE_ENV: "production", VERCEL: "1", VERCEL_URL: "bizfund-git-main.vercel.app" });
    expect(() => env()).toThrow(/on Vercel the embedded database cannot work.*Set DATABASE_URL/);
    configure({
      NODE_ENV: "production",
      VERCEL: "1",
      VERCEL_URL: "bizfund-git-main.vercel.app",
      DATABASE_URL: "postgres://u@db.example:5432/bizfund",
    });
    expect(env().APP_URL).toBe("https://bizfund-git-main.vercel.app");
  });

  it("refuses an APP_URL that is not http(s)", () => {
    configure({ NODE_ENV: "production", APP_URL: "javascript:alert(1)" });
    expect(() => env()).toThrow(/APP_URL/);
  });
});

describe("field encryption key (ADR 015)", () => {
  it("is required in production on a public site, with a clear message", () => {
    configure({ NODE_ENV: "production", APP_URL: "https://bizfund.example", FIELD_ENCRYPTION_KEY: "" });
    expect(() => env()).toThrow(/FIELD_ENCRYPTION_KEY is required in production/);
  });

  it("refuses a key that is not base64 of 32 bytes, current or retired", () => {
    configure({ NODE_ENV: "test", FIELD_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") });
    expect(() => env()).toThrow(/FIELD_ENCRYPTION_KEY: must be base64 of exactly 32 bytes/);
    configure({ NODE_ENV: "test", FIELD_ENCRYPTION_KEYS: `${KEY}, not-a-key` });
    expect(() => env()).toThrow(/FIELD_ENCRYPTION_KEYS/);
  });

  it("reads the current key and the retired ones; a local run may leave it unset", () => {
    const old = Buffer.alloc(32, 9).toString("base64");
    configure({ NODE_ENV: "production", APP_URL: "https://bizfund.example", FIELD_ENCRYPTION_KEYS: ` ${old} ,` });
    expect(env()).toMatchObject({ FIELD_ENCRYPTION_KEY: KEY, FIELD_ENCRYPTION_KEYS: [old] });
    configure({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000", FIELD_ENCRYPTION_KEY: "" });
    expect(env().FIELD_ENCRYPTION_KEY).toBeUndefined();
  });
});

describe("development logins never on an https site (#13 item 11)", () => {
  it("DEV_LOGINS=1 with an https APP_URL refuses, with a clear message", () => {
    configure({ NODE_ENV: "production", DEV_LOGINS: "1", APP_URL: "https://bizfund.example" });
    expect(() => env()).toThrow(
      /development logins \(DEV_LOGINS=1 or NODE_ENV=development\) are refused unless APP_URL is on this machine/,
    );
  });

  it.each(["http://staging.example.com", "http://192.168.1.20:3000", "http://0.0.0.0:3000"])(
    "DEV_LOGINS=1 or development with a public http APP_URL (%s) refuses too (#39 item 4)",
    (appUrl) => {
      configure({ NODE_ENV: "production", DEV_LOGINS: "1", APP_URL: appUrl });
      expect(() => env()).toThrow(/refused unless APP_URL is on this machine.*\/dev\/outbox/);
      configure({ NODE_ENV: "development", APP_URL: appUrl });
      expect(() => env()).toThrow(/refused unless APP_URL is on this machine/);
      configure({ NODE_ENV: "production", DEV_LOGINS: "0", APP_URL: appUrl });
      expect(env().APP_URL).toBe(appUrl);
    },
  );

  it.each(["http://localhost:3000", "http://127.0.0.2:3100", "http://[::1]:3000"])(
    "DEV_LOGINS=1 on loopback (%s) is allowed (#39 item 4)",
    (appUrl) => {
      configure({ NODE_ENV: "production", DEV_LOGINS: "1", APP_URL: appUrl });
      expect(devLoginsEnabled()).toBe(true);
    },
  );

  it("neither a development login nor /dev/outbox answers on a public http APP_URL (#39 item 4)", async () => {
    const { devLoginRoute } = await import("@/lib/auth/dev-login");
    const { default: Outbox } = await import("@/app/dev/outbox/page");
    configure({ NODE_ENV: "production", DEV_LOGINS: "1", APP_URL: "http://staging.example.com" });
    expect(() => devLoginsEnabled()).toThrow(/refused unless APP_URL is on this machine/);
    await expect(devLoginRoute("client")()).rejects.toThrow(/refused unless APP_URL is on this machine/);
    await expect(Outbox()).rejects.toThrow(/refused unless APP_URL is on this machine/);
  });

  it("DEV_LOGINS=1 on a local http APP_URL (the end-to-end server) is fine; an https site without it is fine", () => {
    configure({ NODE_ENV: "production", DEV_LOGINS: "1", APP_URL: "http://127.0.0.1:3100" });
    expect(env().DEV_LOGINS).toBe("1");
    configure({ NODE_ENV: "production", APP_URL: "https://bizfund.example" });
    expect(env().APP_URL).toBe("https://bizfund.example");
  });

  it("the server refuses to start: instrumentation's register() exits with the message", async () => {
    configure({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs", DEV_LOGINS: "1", APP_URL: "https://bizfund.example" });
    const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`process.exit(${code})`);
    }) as never);
    const logged = vi.spyOn(logger, "fatal").mockImplementation(() => undefined);
    const { register } = await import("@/instrumentation");
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(exit).toHaveBeenCalledWith(1);
    expect(logged).toHaveBeenCalledWith(
      {},
      expect.stringMatching(
        /^config: Invalid configuration: development logins .* APP_URL is https:\/\/bizfund\.example/,
      ),
    );
  });

  it("and so does a server with DEV_LOGINS=1 on a public http APP_URL (#39 item 4)", async () => {
    configure({
      NODE_ENV: "production",
      NEXT_RUNTIME: "nodejs",
      DEV_LOGINS: "1",
      APP_URL: "http://staging.example.com",
    });
    vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`process.exit(${code})`);
    }) as never);
    const logged = vi.spyOn(logger, "fatal").mockImplementation(() => undefined);
    const { register } = await import("@/instrumentation");
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(logged).toHaveBeenCalledWith({}, expect.stringContaining("APP_URL is http://staging.example.com"));
  });

  it("and so does a production server without APP_URL", async () => {
    configure({ NODE_ENV: "production", NEXT_RUNTIME: "nodejs" });
    vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`process.exit(${code})`);
    }) as never);
    const logged = vi.spyOn(logger, "fatal").mockImplementation(() => undefined);
    const { register } = await import("@/instrumentation");
    await expect(register()).rejects.toThrow("process.exit(1)");
    expect(logged).toHaveBeenCalledWith({}, expect.stringContaining("APP_URL is required in production"));
  });
});
