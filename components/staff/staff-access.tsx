"use client";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { hardNavigate } from "@/lib/utils/navigate";

/**
 * Spec §6: toast 'Unauthorized', then (signed out) off to /api/login after 500 ms. A signed-in client
 * or partner is not logged out, so they are not told so (#18 item 4): they are told whose page it is.
 */
export function UnauthorizedNotice({ redirect }: { redirect: boolean }) {
  useEffect(() => {
    toast.error("Unauthorized", {
      description: redirect
        ? "You are logged out. Logging in again..."
        : "You are signed in, but this page is for BizFund staff only.",
    });
    if (!redirect) return;
    const t = setTimeout(() => hardNavigate("/api/login?callbackUrl=%2Fstaff"), 500);
    return () => clearTimeout(t);
  }, [redirect]);
  return null;
}
