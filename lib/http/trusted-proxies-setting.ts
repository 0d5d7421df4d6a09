import { z } from "@/lib/validation/client";
import { parseTrustedProxies } from "./ip";

/** TRUSTED_PROXIES in lib/env.ts: start-up fails naming every entry that is not an address, range or known name. */
export const trustedProxiesSetting = z
  .string()
  .default("")
  .superRefine((value, ctx) => {
    const parsed = parseTrustedProxies(value);
    if (!parsed.ok)
      ctx.addIssue({
        code: "custom",
        message: `not an IP address, CIDR range or one of loopback, linklocal, private: ${parsed.invalid.join(", ")}`,
      });
  });
