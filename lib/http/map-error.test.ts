import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { z as mini } from "zod/mini";
import { Prisma } from "@/lib/db/generated/client";
import { logger } from "@/lib/observability/log";
import { AppError, OUTAGE_RETRY_AFTER_SECONDS } from "./errors";
import { errorResponse } from "./handler";
import { mapError } from "./map-error";

afterEach(() => vi.restoreAllMocks());

const known = (code: string) => new Prisma.PrismaClientKnownRequestError("boom", { code, clientVersion: "7" });
const zodError = () => z.object({ email: z.email("Enter an e-mail address."), age: z.number() }).safeParse({}).error!;

describe("the one error mapping (handler and formAction)", () => {
  it("passes an AppError through as it is", () => {
    const error = new AppError("conflict", "Already submitted.");
    expect(mapError(error, { via: "action" })).toBe(error);
  });

  it("maps a zod error a domain function let through to 400 with every field", () => {
    const mapped = mapError(zodError(), { via: "route" });
    expect(mapped?.status).toBe(400);
    expect(Object.keys(mapped?.fields ?? {}).sort()).toEqual(["age", "email"]);
    expect(mapped?.fields?.email).toEqual(["Enter an e-mail address."]);
  });

  it("maps a zod/mini error too", () => {
    const error = mini.object({ name: mini.string() }).safeParse({}).error!;
    expect(mapError(error, { via: "action" })?.fields).toHaveProperty("name");
  });

  it("maps an outage to 503 with Retry-After, and logs one warning with the request id", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const mapped = mapError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), {
      via: "route",
      requestId: "req-1",
    });
    expect(mapped).toMatchObject({ status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { via: "route", requestId: "req-1", reason: "connect ECONNREFUSED" },
      "service unavailable",
    );
  });

  it("maps a value the database refused as the table says, and logs it", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(mapError(known("P2002"), { via: "action" })?.status).toBe(409);
    expect(warn).toHaveBeenCalledWith({ via: "action", reason: "boom" }, "database refused input");
  });

  it("leaves a fault unmapped (the caller reports it), without a warning", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(mapError(new TypeError("x is undefined"), { via: "route" })).toBeNull();
    expect(mapError("a string", { via: "action" })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("is what a route answers: the same status, message and fields", async () => {
    const response = errorResponse(zodError(), "req-2");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]>; requestId: string };
    expect(body.requestId).toBe("req-2");
    expect(body.fields).toEqual(mapError(zodError(), { via: "route" })?.fields);
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const outage = errorResponse(Object.assign(new Error("down"), { code: "ETIMEDOUT" }));
    expect(outage.status).toBe(503);
    expect(outage.headers.get("Retry-After")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  });
});
