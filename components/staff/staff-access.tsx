"use client";
import { useEffect } from "react";
import { toast } from "sonner";
import { hardNavigate } from "@/lib/utils/navigate";

/** Spec §6: toast 'Unauthorized', then (signed out) off to /api/login after 500 ms. */
export function UnauthorizedNotice({ redirect }: { redirect: boolean }) {
  useEffect(() => {
    toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
    if (!redirect) return;
    const t = setTimeout(() => hardNavigate("/api/login?callbackUrl=%2Fstaff"), 500);
    return () => clearTimeout(t);
  }, [redirect]);
  return null;
}
