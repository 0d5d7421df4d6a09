"use client";
import { toast } from "@/components/ui/toast";
import { hardNavigate } from "@/lib/utils/navigate";

/** Spec §6: a 401 toasts 'Unauthorized', then signs in again after 500 ms. */
export function unauthorized() {
  toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
  setTimeout(() => hardNavigate("/api/login?callbackUrl=%2Fstaff"), 500);
}

/** Runs the assessment and toasts the spec's texts; shared by the row button and the panel. */
export async function runAssessment(id: string, onDone: (riskScore: number) => void) {
  try {
    const res = await fetch(`/api/applications/${id}/ai-assessment`, { method: "POST", credentials: "include" });
    if (res.status === 401) return unauthorized();
    if (!res.ok) throw new Error(String(res.status));
    const { riskScore } = (await res.json()) as { riskScore: number };
    toast.success("AI Assessment Complete", { description: `Risk Score: ${riskScore}/100` });
    onDone(riskScore);
  } catch {
    toast.error("Error", { description: "Failed to generate AI assessment" });
  }
}
