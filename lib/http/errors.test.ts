import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { fromOutageError, fromPrismaError, validationError } from "./errors";

const known = (code: string, sqlState?: string) =>
  new Prisma.PrismaClientKnownRequestError("boom", {
    code,
    clientVersion: "7",
    meta: sqlState ? { driverAdapterError: { cause: { originalCode: sqlState, kind: "postgres" } } } : undefined,
  });

describe("Prisma's errors in the one error table", () => {
  it.each([
    ["P2025 record not found", known("P2025"), 404],
    ["P2002 unique constraint", known("P2002"), 409],
    ["P2003 foreign key", known("P2003"), 409],
    ["P2000 value too long", known("P2000"), 400],
    ["P2039 with a NUL byte (22021)", known("P2039", "22021"), 400],
    ["P2010 raw query, value out of range (22003)", known("P2010", "22003"), 400],
    ["P2039 with an invalid datetime (22008)", known("P2039", "22008"), 400],
    ["P2039 with an index row too large (54000)", known("P2039", "54000"), 400],
    [
      "a validation error (an Invalid Date)",
      new Prisma.PrismaClientValidationError("Invalid value for argument `gte`", { clientVersion: "7" }),
      400,
    ],
  ])("%s → %i", (_label, error, status) => {
    const mapped = fromPrismaError(error);
    expect(mapped?.status).toBe(status);
    expect(mapped?.message).not.toMatch(/prisma|P20|boom|argument/i);
  });

  it.each([
    ["a lost connection (08006)", known("P2039", "08006")],
    ["an unknown code", known("P2999")],
    ["a plain error", new Error("P2025")],
    ["not an error", "P2025"],
  ])("leaves %s alone (a real 500)", (_label, error) => {
    expect(fromPrismaError(error)).toBeNull();
  });
});

/** The shapes Prisma 7 and node-postgres produced here with the database down or saturated. */
const adapterError = (code: string, kind: string) =>
  new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5999", {
    code,
    clientVersion: "7",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind, host: "127.0.0.1", port: 5999 } } },
  });
const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe("outages in the one error table (issue #40 item 7)", () => {
  it.each([
    ["P1001 database not reachable", adapterError("P1001", "DatabaseNotReachable")],
    [
      "P2028 'Unable to start a transaction in the given time'",
      new Prisma.PrismaClientKnownRequestError(
        "Transaction API error: Unable to start a transaction in the given time.",
        { code: "P2028", clientVersion: "7" },
      ),
    ],
    [
      "P2024 pool timeout",
      new Prisma.PrismaClientKnownRequestError("Timed out", { code: "P2024", clientVersion: "7" }),
    ],
    ["a lost connection (08006)", known("P2039", "08006")],
    ["pg's pool timeout", withCode("timeout exceeded when trying to connect")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5999", "ECONNREFUSED")],
    ["the server shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["a database that could not be opened", Object.assign(new Error("x"), { name: "DatabaseUnavailableError" })],
    ["a storage outage", Object.assign(new Error("x"), { name: "StorageUnavailableError" })],
    ["an outage as the cause", new Error("wrapped", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") })],
  ])("%s → 503 with Retry-After", (_label, error) => {
    const mapped = fromOutageError(error);
    expect(mapped?.status).toBe(503);
    expect(mapped?.retryAfterSeconds).toBe(5);
    expect(mapped?.message).not.toMatch(/prisma|P\d{4}|ECONN|127\.0/i);
  });

  it.each([
    ["a unique violation", known("P2002")],
    ["bad input (22021)", known("P2039", "22021")],
    ["a plain error", new Error("boom")],
    ["a serialization conflict (40001)", withCode("could not serialize access", "40001")],
  ])("leaves %s alone", (_label, error) => {
    expect(fromOutageError(error)).toBeNull();
  });
});

describe("validationError", () => {
  it("lists every field's problems once", () => {
    const schema = z.object({
      email: z
        .string()
        .refine(() => false, "Bad e-mail")
        .refine(() => false, "Bad e-mail"),
      name: z.string().min(2, "Too short"),
    });
    const error = validationError(schema.safeParse({ email: "x", name: "a" }).error!);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: ["Bad e-mail"], name: ["Too short"] });
  });
});
