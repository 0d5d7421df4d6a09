/** What a route answers on refusal: its message, and every field error when the input was at fault. */
export interface RefusalBody {
  message?: string;
  fields?: Record<string, string[]>;
}

/** A JSON request from the browser to this site's API, with the session cookie. */
export function sendJson(url: string, body: unknown, method = "POST"): Promise<Response> {
  return fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A response's JSON body, or an empty object when it has none (a proxy's HTML error page). */
export async function jsonBody<T extends object = RefusalBody>(res: Response): Promise<Partial<T>> {
  return (await res.json().catch(() => ({}))) as Partial<T>;
}

/** The sentence to show for a refusal: the first field's error, else the message, else the status. */
export function refusalText(res: Response, body: RefusalBody): string {
  return (
    (body.fields ? Object.values(body.fields)[0]?.[0] : undefined) ?? body.message ?? `${res.status}: ${res.statusText}`
  );
}

/** The outcome of {@link submitJson}: the answer's body, or the refusal's status, message and field errors. */
export type SubmitResult<T extends object> =
  | { ok: true; status: number; data: Partial<T> }
  | { ok: false; status: number; message?: string; fields: Record<string, string[]> };

/** {@link sendJson}, then its answer read: the forms' one way to send a change and show a refusal on its fields. */
export async function submitJson<T extends object = Record<string, unknown>>(
  url: string,
  body: unknown,
  method = "POST",
): Promise<SubmitResult<T>> {
  const res = await sendJson(url, body, method);
  if (res.ok) return { ok: true, status: res.status, data: await jsonBody<T>(res) };
  const refusal = await jsonBody(res);
  return { ok: false, status: res.status, message: refusal.message, fields: refusal.fields ?? {} };
}
