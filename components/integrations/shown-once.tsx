/** A new API key or signing secret, shown once after the form's answer (with or without JavaScript). */
export function ShownOnce({ label, secret }: { label: string; secret?: string }) {
  if (!secret) return null;
  return (
    <div role="status" className="grid gap-1 rounded-md border border-success p-3 text-sm">
      <p className="font-semibold">{label}</p>
      <code data-testid="shown-once" className="rounded bg-muted px-2 py-1 font-mono text-xs break-all select-all">
        {secret}
      </code>
      <p className="text-muted-foreground">It is not stored in a readable form: copy it now.</p>
    </div>
  );
}
