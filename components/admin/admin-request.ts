import { toast } from "@/components/ui/toast";
import { submitJson } from "@/lib/http/send-json";

/** An admin change (PATCH/POST), announced by toast; a refusal's field errors come back for the form. */
export async function sendAdminChange(
  url: string,
  method: string,
  body: unknown,
): Promise<{ ok: boolean; fields?: Record<string, string[]> }> {
  const sent = await submitJson(url, body, method);
  if (!sent.ok) {
    const fields = Object.entries(sent.fields);
    toast.error("Error", {
      description: fields.length
        ? fields.map(([k, v]) => `${k}: ${v[0]}`).join("; ")
        : (sent.message ?? "The change was not saved."),
    });
    return { ok: false, fields: fields.length ? sent.fields : undefined };
  }
  toast.success("Saved", { description: "The change was saved and audited." });
  return { ok: true };
}
