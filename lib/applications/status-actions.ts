"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { decisionFormSchema } from "./status-change-schema";
import { changeStatus } from "./transition";

export interface DecisionFormState extends TypedResult {
  /** The application as the status route answers it (its JSON). */
  row?: Record<string, unknown>;
}

/**
 * The staff panel's decision confirmation (approved, rejected; ADR 055), as PATCH
 * /api/applications/:id/status: the same permission and domain function (transition rules, version
 * guard, note rule, audit, notifications).
 */
export const decideStatus = keepTyped<DecisionFormState>(
  formAction(
    decisionFormSchema,
    async ({ applicationId, status, notes, version, override }, { user, ip }): Promise<DecisionFormState> => {
      const row = await changeStatus(
        user,
        applicationId,
        { status, notes, version, ...(override ? { override } : {}) },
        ip,
      );
      // The route's JSON, so the panel gets the row in the same shape either way.
      return { row: JSON.parse(JSON.stringify(row)) as Record<string, unknown> };
    },
    { action: "update:application-status" },
  ),
);
