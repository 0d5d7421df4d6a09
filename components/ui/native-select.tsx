import { cn } from "@/lib/utils/cn";

/** A styled plain <select>: works without JavaScript and with every assistive technology. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A select's options with an empty 'Choose…' first (the schema's "choose one" error until one is picked). */
export function ChooseOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      <option value="">Choose…</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
