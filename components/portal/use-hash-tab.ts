"use client";
import { useCallback, useEffect, useState } from "react";

/**
 * A portal's open tab as the URL's hash (`/partner#performance`, `/staff#clients`): a link or the
 * mobile menu opens that tab, and choosing a tab updates the hash so the address can be shared or
 * reloaded. `aliases` map other hashes onto a tab.
 */
export function useHashTab<T extends string>(
  tabs: readonly T[],
  fallback: T,
  aliases: Record<string, T> = {},
): [T, (tab: string) => void] {
  const [tab, setTab] = useState<T>(fallback);
  useEffect(() => {
    function fromHash() {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      // No hash is the first tab (Back from `#performance` to the bare address returns to it).
      const found = hash === "" ? fallback : (tabs as readonly string[]).includes(hash) ? (hash as T) : aliases[hash];
      if (found) setTab(found);
    }
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
    // The tab names are constants of the portal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = useCallback(
    (next: string) => {
      if (!(tabs as readonly string[]).includes(next)) return;
      setTab(next as T);
      const url = new URL(window.location.href);
      url.hash = next === fallback ? "" : next;
      window.history.replaceState(window.history.state, "", url.toString().replace(/#$/, ""));
    },
    [tabs, fallback],
  );
  return [tab, choose];
}
