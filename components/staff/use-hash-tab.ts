"use client";
import { useEffect, useState } from "react";

/**
 * A tab list whose open tab is the URL's hash (/staff#settings), so a link can lead to a tab and a
 * reload keeps it. Unknown hashes open the first tab.
 */
export function useHashTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [tab, setTab] = useState<T>(tabs[0]!);
  useEffect(() => {
    const read = () => {
      const hash = window.location.hash.slice(1);
      setTab((tabs as readonly string[]).includes(hash) ? (hash as T) : tabs[0]!);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
    // The tab list is fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  function choose(next: string) {
    if (!(tabs as readonly string[]).includes(next)) return;
    setTab(next as T);
    const url = new URL(window.location.href);
    url.hash = next === tabs[0] ? "" : next;
    window.history.replaceState(window.history.state, "", url.toString().replace(/#$/, ""));
  }
  return [tab, choose];
}
