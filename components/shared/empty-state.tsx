/** What a list shows when it has nothing in it: a line saying so, a hint, and maybe a way forward. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-1 rounded-lg border border-border p-6 text-center">
      <p className={description ? "font-medium" : "text-muted-foreground"}>{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
