import "server-only";
import { env } from "@/lib/env";
import { isValidAbn, normalizeAbn } from "./abn";
import { BUNDLED_REGISTER, entityTypeOf, type RegisterEntry } from "./register-data";

/**
 * Business lookups behind one interface: the Australian Business Register's ABN Lookup web service
 * when ABR_GUID is set (server-side only, cached), otherwise a bundled register of fictional
 * businesses with valid ABNs. An ABN that fails the checksum never returns a business.
 */
export interface BusinessRegister {
  byAbn(abn: string): Promise<RegisterEntry | null>;
  search(name: string): Promise<RegisterEntry[]>;
}

const bundled: BusinessRegister = {
  async byAbn(abn) {
    const digits = normalizeAbn(abn);
    if (!isValidAbn(digits)) return null;
    return BUNDLED_REGISTER.find((b) => b.abn === digits) ?? null;
  },
  async search(name) {
    const q = name.trim().toLowerCase();
    if (q.length < 3) return [];
    return BUNDLED_REGISTER.filter((b) => b.businessName.toLowerCase().includes(q)).slice(0, 10);
  },
};

const cache = new Map<string, { at: number; value: unknown }>();
const TTL_MS = 24 * 60 * 60 * 1000;
async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  if (cache.size > 5000) cache.delete(cache.keys().next().value!);
  return value;
}

/** The ABR JSON service (https://abr.business.gov.au/json/). Untestable offline: kept thin. */
function abrService(guid: string): BusinessRegister {
  const call = async (url: string): Promise<Record<string, unknown> | null> => {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const text = await res.text();
    const json = text.replace(/^callback\(/, "").replace(/\)$/, "");
    return JSON.parse(json) as Record<string, unknown>;
  };
  return {
    byAbn: (abn) =>
      cached(`abn:${abn}`, async () => {
        const digits = normalizeAbn(abn);
        if (!isValidAbn(digits)) return null;
        const r = await call(
          `https://abr.business.gov.au/json/AbnDetails.aspx?abn=${digits}&guid=${encodeURIComponent(guid)}`,
        );
        if (!r || !r.EntityName) return null;
        const names = (r.BusinessName as string[] | undefined) ?? [];
        return {
          abn: digits,
          businessName: names[0] || String(r.EntityName),
          entityName: String(r.EntityName),
          entityType: r.EntityTypeName ? String(r.EntityTypeName) : entityTypeOf(String(r.EntityName)),
          status: String(r.AbnStatus ?? "Active"),
          registeredFrom: String(r.AbnStatusEffectiveFrom ?? ""),
          gstFrom: r.Gst ? String(r.Gst) : null,
          state: String(r.AddressState ?? ""),
        };
      }),
    search: (name) =>
      cached(`name:${name.toLowerCase()}`, async () => {
        const r = await call(
          `https://abr.business.gov.au/json/MatchingNames.aspx?name=${encodeURIComponent(name)}&maxResults=10&guid=${encodeURIComponent(guid)}`,
        );
        const names = (r?.Names as { Abn: string; Name: string; State: string }[] | undefined) ?? [];
        return names.map((n) => ({
          abn: n.Abn,
          businessName: n.Name,
          entityName: n.Name,
          entityType: entityTypeOf(n.Name),
          status: "Active",
          registeredFrom: "",
          gstFrom: null,
          state: n.State,
        }));
      }),
  };
}

export function businessRegister(): BusinessRegister {
  const guid = env().ABR_GUID;
  return guid ? abrService(guid) : bundled;
}

export type { RegisterEntry };
