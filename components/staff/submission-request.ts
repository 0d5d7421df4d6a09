import { toast } from "@/components/ui/toast";
import { submitJson } from "@/lib/http/send-json";

/** Send one change to a submission (PATCH); the outcome is a toast. */
export async function changeSubmission(id: string, body: unknown, done: string) {
  const r = await submitJson(`/api/staff/submissions/${id}`, body, "PATCH");
  if (!r.ok) toast.error("Not saved", { description: Object.values(r.fields)[0]?.[0] ?? r.message });
  else toast.success(done);
  return r.ok;
}
