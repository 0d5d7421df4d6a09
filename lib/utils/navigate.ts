/** A full-page navigation (for server routes such as /api/login that answer with a redirect). */
export function hardNavigate(path: string): void {
  window.location.assign(new URL(path, window.location.origin).toString());
}
