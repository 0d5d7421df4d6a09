import { describe, expect, it } from "vitest";
import { BUNDLED_REGISTER, entityTypeOf } from "./register-data";

describe("entity types for the company search's list (issue #37 item 2)", () => {
  it("reads the type a name implies", () => {
    expect(entityTypeOf("Harbour View Bakery Pty Ltd")).toBe("Australian Private Company");
    expect(entityTypeOf("Harbour Holdings Proprietary Limited")).toBe("Australian Private Company");
    expect(entityTypeOf("Coastal Mining Ltd")).toBe("Australian Public Company");
    expect(entityTypeOf("The Lee Family Trust")).toBe("Trust");
    expect(entityTypeOf("Lee's Bakery")).toBe("Business Name");
  });

  it("gives every bundled business the type its entity name implies", () => {
    for (const b of BUNDLED_REGISTER) expect(b.entityType).toBe(entityTypeOf(b.entityName));
  });
});
