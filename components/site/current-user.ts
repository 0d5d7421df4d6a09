"use client";
import { useEffect, useState } from "react";
import { hintPresent } from "@/lib/auth/signed-in-hint";
import type { NavUser } from "@/lib/marketing/nav";

let pendingUser: Promise<NavUser | null> | null = null;

/** One request per page load however many components ask; signed out (no hint) asks nothing. */
function fetchCurrentUser(): Promise<NavUser | null> {
  if (!hintPresent(document.cookie)) return Promise.resolve(null);
  pendingUser ??= fetch("/api/auth/user", { credentials: "include" })
    .then(async (r) => {
      if (r.ok) return (await r.json()) as NavUser;
      await r.body?.cancel();
      return null;
    })
    .catch(() => null)
    .finally(() => setTimeout(() => (pendingUser = null), 1000));
  return pendingUser;
}

/** Reads the signed-in user in the browser (static pages); 401 means signed out. */
export function useCurrentUser(initial?: NavUser | null) {
  const [user, setUser] = useState<NavUser | null | undefined>(initial);
  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    void fetchCurrentUser().then((u) => live && setUser(u));
    return () => {
      live = false;
    };
  }, [initial]);
  return user;
}
