import { describe, expect, it } from "vitest";
import * as zod from "zod";
import { z } from "./zod";

describe("the app's zod namespace", () => {
  it("offers the schema builders the app uses and parses with them", () => {
    const schema = z.object({ name: z.string().min(1), amount: z.coerce.number() });
    expect(schema.parse({ name: "Ada", amount: "150000" })).toEqual({ name: "Ada", amount: 150000 });
    expect(z.object({}) instanceof z.ZodObject).toBe(true);
  });

  it("leaves out the rest of zod, so browsers are not sent its locales (issue 19)", () => {
    expect("locales" in zod).toBe(true);
    expect("locales" in z).toBe(false);
    expect(Object.keys(z).length).toBeLessThan(Object.keys(zod).length / 4);
  });
});
