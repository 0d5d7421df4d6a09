/**
 * Logout is a POST with the origin check (issue #39 item 12d): a plain form, so it works before and
 * without JavaScript, and a link or image elsewhere cannot sign anyone out. `display: contents`
 * keeps the button in its row's layout as the link it replaces was.
 */
export function LogoutForm({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <form method="post" action="/api/logout" className="contents">
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
