import { describe, expect, it } from "vitest";
import { auditActionLabel, auditActorLabel, auditEntityLabel } from "./audit-labels";

describe("audit log in words", () => {
  it("names the actor and their role, not an id", () => {
    expect(auditActorLabel({ firstName: "Ada", lastName: "Nguyen", email: "ada@example.com" }, "admin")).toBe(
      "Ada Nguyen (Admin)",
    );
    expect(auditActorLabel({ firstName: null, lastName: null, email: "ops@example.com" }, null)).toBe(
      "ops@example.com",
    );
    expect(auditActorLabel(null, null)).toBe("Public visitor");
    expect(auditActorLabel(null, "system")).toBe("Command line");
  });

  it("turns action codes and entity kinds into phrases", () => {
    expect(auditActionLabel("application.status_changed")).toBe("Application status changed");
    expect(auditEntityLabel("Application", "BF-2026-000123")).toBe("Application BF-2026-000123");
    expect(auditEntityLabel("PendingApplication", undefined)).toBe("Held application");
    expect(auditEntityLabel("Lender", "Harbour Capital")).toBe("Lender Harbour Capital");
  });
});
