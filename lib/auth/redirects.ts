/** A same-origin path to return to after sign-in; anything else (other hosts, //evil, javascript:) becomes "/". */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/"): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://same-origin.invalid");
    if (url.origin !== "http://same-origin.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
