"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { saveNeedsObjectives } from "./needs-objectives";
import { needsObjectivesSchema } from "./needs-objectives-schema";

export interface NeedsObjectivesState extends TypedResult {
  saved?: boolean;
}

/** The needs-and-objectives form (ADR 055, 067): the twin of PUT /api/applications/:id/needs-objectives. */
export const saveNeedsObjectivesAction = keepTyped<NeedsObjectivesState>(
  formAction(
    needsObjectivesSchema,
    async (input, { user, ip }): Promise<NeedsObjectivesState> => {
      await saveNeedsObjectives(user, input, ip);
      return { saved: true };
    },
    { action: "read:application" },
  ),
);
