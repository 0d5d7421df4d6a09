export type SendResult = { ok: true } | { ok: false; message?: string; fields: Record<string, string[]> };

/** A JSON request to one of our routes; a refusal comes back with its message and field errors. */
export async function sendJson(url: string, method: "POST" | "PATCH", body: unknown): Promise<SendResult> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true };
  const data = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
  return { ok: false, message: data.message, fields: data.fields ?? {} };
}
