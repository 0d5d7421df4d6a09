"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { setStatusTargets } from "./status-target-store";
import { statusTargetsFormSchema, targetsFromForm } from "./status-targets-schema";

export interface StatusTargetsFormState extends TypedResult {
  /** The targets now in force, by status. */
  saved?: Record<string, number | null>;
}

/** The Settings tab's 'Save targets' (ADR 055), as PUT /api/staff/status-targets: admin only, audited. */
export const saveStatusTargets = keepTyped<StatusTargetsFormState>(
  formAction(
    statusTargetsFormSchema,
    async (input, { user, ip }): Promise<StatusTargetsFormState> => {
      const rows = await setStatusTargets(user, targetsFromForm(input), ip);
      return { saved: Object.fromEntries(rows.map((r) => [r.status, r.targetHours])) };
    },
    { action: "manage:status-target" },
  ),
);
