import { toast } from "sonner";

/** An admin change (PATCH/POST), announced by toast; a refusal's field errors come back for the form. */
export async function sendAdminChange(
  url: string,
  method: string,
  body: unknown,
): Promise<{ ok: boolean; fields?: Record<string, string[]> }> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
  if (!res.ok) {
    toast.error("Error", {
      description: data.fields
        ? Object.entries(data.fields)
            .map(([k, v]) => `${k}: ${v[0]}`)
            .join("; ")
        : (data.message ?? "The change was not saved."),
    });
    return { ok: false, fields: data.fields };
  }
  toast.success("Saved", { description: "The change was saved and audited." });
  return { ok: true };
}
