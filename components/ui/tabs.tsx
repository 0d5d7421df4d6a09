"use client";
import { createContext, useContext, useId, useState } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation), with Radix's API and markup (`data-state`,
 * roving tabindex, inactive panels unmounted). Written out rather than on Radix's tabs and its roving
 * focus, collection and presence modules: every portal page opens on tabs, and this is a few hundred
 * bytes of its first load.
 */
const TabsContext = createContext<{ value: string; select: (value: string) => void; id: string } | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must be inside <Tabs>");
  return tabs;
}

const part = (id: string, kind: "trigger" | "content", value: string) => `${id}-${kind}-${value}`;

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, id }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = KEYS[event.key];
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
        const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (!move || from < 0) return;
        event.preventDefault();
        const to = tabs[move(from, tabs.length)];
        to?.focus();
        to?.click(); // automatic activation: the focused tab is the shown one
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={part(tabs.id, "trigger", value)}
      aria-selected={active}
      aria-controls={part(tabs.id, "content", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={part(tabs.id, "content", value)}
      aria-labelledby={part(tabs.id, "trigger", value)}
      data-state="active"
      tabIndex={0}
      className={cn("mt-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", className)}
      {...props}
    />
  );
}
