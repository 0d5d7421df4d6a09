import { toast } from "@/components/ui/toast";
import { submitJson } from "@/lib/http/send-json";

/** What a change answers that the toast may tell (a request linked to one that already existed: ADR 082). */
export interface SubmissionChangeAnswer {
  linkedTo?: { id: string; label: string; status: string };
}

/** Send one change to a submission (PATCH); the outcome is a toast (`done`: its text, or made from the answer). */
export async function changeSubmission(
  id: string,
  body: unknown,
  done: string | ((answer: Partial<SubmissionChangeAnswer>) => string),
) {
  const r = await submitJson<SubmissionChangeAnswer>(`/api/staff/submissions/${id}`, body, "PATCH");
  if (!r.ok) toast.error("Not saved", { description: Object.values(r.fields)[0]?.[0] ?? r.message });
  else toast.success(typeof done === "string" ? done : done(r.data));
  return r.ok;
}
