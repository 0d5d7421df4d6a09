import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, notificationKindsFor } from "./kinds";
import { markReadSchema, notificationPreferencesSchema } from "./schema";

describe("notification preferences and read marks", () => {
  it("lists real kinds per audience: clients, brokers, the team", () => {
    for (const role of ["client", "partner", "staff", "admin"])
      for (const kind of notificationKindsFor(role)) expect(Object.hasOwn(NOTIFICATION_KINDS, kind)).toBe(true);
    expect(notificationKindsFor("client")).toContain("offer_received");
    expect(notificationKindsFor("partner")).toContain("commission_earned");
    expect(notificationKindsFor("staff")).toEqual(notificationKindsFor("admin"));
    expect(notificationKindsFor("staff")).toContain("application_assigned");
  });

  it("accepts the switch, known kinds, or both; refuses an empty change and unknown kinds", () => {
    expect(notificationPreferencesSchema.safeParse({ notifyByEmail: false }).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ mutedEmailKinds: ["message", "settled"] }).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({}).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ mutedEmailKinds: ["password_reset"] }).success).toBe(false);
  });

  it("marks named notifications or all of them, never nothing", () => {
    expect(markReadSchema.safeParse({ ids: ["n1"] }).success).toBe(true);
    expect(markReadSchema.safeParse({ all: true }).success).toBe(true);
    expect(markReadSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(markReadSchema.safeParse({ all: false }).success).toBe(false);
  });
});
