import { cn } from "@/lib/utils/cn";

/** A titled part of a details panel or page: the heading names the section for assistive technology. */
export function PanelSection({
  id,
  title,
  level = "h3",
  className,
  headingClassName,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: React.ReactNode;
  level?: "h2" | "h3";
  className?: string;
  /** The heading's size and placement (it is always semibold). */
  headingClassName?: string;
  children: React.ReactNode;
}) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={cn("font-semibold", headingClassName)}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

const FACT_STYLES = {
  /** Under a section heading: muted labels, plain values. */
  plain: { list: "mt-2 gap-2", item: undefined, label: "text-muted-foreground", value: undefined },
  /** At the top of a panel: small labels over stronger values. */
  summary: { list: "gap-3", item: undefined, label: "text-xs text-muted-foreground", value: "font-medium" },
  /** A summary table: each label beside its value. */
  rows: { list: "gap-2", item: "col-span-2 grid grid-cols-2 gap-2", label: "text-muted-foreground", value: undefined },
} as const;

/** Label-value pairs in two columns (a record's facts in a details panel); a third entry styles one value. */
export function FactList({
  facts,
  variant = "plain",
}: {
  facts: [label: string, value: React.ReactNode, valueClassName?: string][];
  variant?: keyof typeof FACT_STYLES;
}) {
  const style = FACT_STYLES[variant];
  return (
    <dl className={cn("grid grid-cols-2 text-sm", style.list)}>
      {facts.map(([label, value, valueClassName]) => (
        <div key={label} className={style.item}>
          <dt className={style.label}>{label}</dt>
          <dd className={cn(style.value, valueClassName) || undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A short list in a panel (ordered for a timeline), or a muted line when it is empty. */
export function PanelList<T>({
  items,
  empty,
  ordered = false,
  render,
}: {
  items: T[];
  empty?: string;
  ordered?: boolean;
  render: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return empty ? <p className="text-sm text-muted-foreground">{empty}</p> : null;
  const List = ordered ? "ol" : "ul";
  return (
    <List className="mt-2 grid gap-1 text-sm">
      {items.map((item, i) => (
        <li key={i}>{render(item)}</li>
      ))}
    </List>
  );
}
