"use client";
import { Bell } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { NotificationItem } from "@/lib/notifications/inbox";
import { jsonBody, sendJson } from "@/lib/http/send-json";
import { formatDateTime } from "@/lib/money/format";
import { cn } from "@/lib/utils/cn";
import { useDismiss } from "@/components/shared/use-dismiss";
import { useUnreadNotificationCount } from "./notification-count";

type Item = Omit<NotificationItem, "readAt" | "createdAt"> & { readAt: string | null; createdAt: string };

/**
 * The portals' bell: the unread count comes with the page; the list loads when the bell opens.
 * Each notification links to its subject and can be marked read; "Mark all as read" clears the count.
 * The list is a non-modal dialog under the bell, written out rather than on Radix's popover and its
 * positioning library (about 17 kB gzip in every portal page's first load): focus moves into it on
 * open; Escape (focus back on the bell), a press outside it or focus leaving it closes it.
 */
export function NotificationBell({ initialUnread }: { initialUnread?: number }) {
  const fromLayout = useUnreadNotificationCount();
  const initial = initialUnread ?? fromLayout;
  const [unread, setUnread] = useState(initial ?? 0);
  const [items, setItems] = useState<Item[] | null | "error">(null);
  // A refreshed page brings a new count from the server: it replaces the local one.
  const [seen, setSeen] = useState(initial);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  useDismiss(open, wrapper, {
    onEscape: () => {
      setOpen(false);
      bell.current?.focus();
    },
    onOutside: () => setOpen(false),
  });
  if (seen !== initial) {
    setSeen(initial);
    setUnread(initial ?? 0);
  }
  if (initial == null) return null;

  async function load() {
    try {
      const res = await fetch("/api/notifications", { credentials: "include" });
      if (!res.ok) return setItems("error");
      const body = (await res.json()) as { items: Item[]; unread: number };
      setItems(body.items);
      setUnread(body.unread);
    } catch {
      setItems("error");
    }
  }

  async function markRead(body: { ids: string[] } | { all: true }) {
    const res = await sendJson("/api/notifications/read", body);
    if (!res.ok) return void toast.error("Error", { description: "Could not mark as read" });
    const { unread: left } = await jsonBody<{ unread: number }>(res);
    const now = new Date().toISOString();
    setItems((list) =>
      Array.isArray(list)
        ? list.map((n) => ("all" in body || body.ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n))
        : list,
    );
    setUnread(left ?? 0);
  }

  const label = unread ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(e) => {
        if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={bell}
        variant="outline"
        size="icon"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="relative"
        onClick={() => {
          if (!open) void load();
          setOpen(!open);
        }}
      >
        <Bell className="size-4" aria-hidden />
        {unread ? (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Notifications"
          tabIndex={-1}
          className="absolute top-full right-0 z-50 mt-1.5 grid max-h-[70vh] w-96 max-w-[calc(100vw-2rem)] gap-2 overflow-y-auto rounded-md border border-border bg-background p-4 text-foreground shadow-md outline-none motion-safe:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Notifications</h2>
            <Button size="sm" variant="ghost" disabled={!unread} onClick={() => void markRead({ all: true })}>
              Mark all as read
            </Button>
          </div>
          {items === null ? (
            <p className="text-sm text-muted-foreground">Loading...</p>
          ) : items === "error" ? (
            <p className="text-sm text-destructive">Could not load your notifications.</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notifications yet.</p>
          ) : (
            <ul className="grid gap-2">
              {items.map((n) => (
                <li key={n.id} className={cn("rounded-md border border-border p-2 text-sm", !n.readAt && "bg-muted")}>
                  <p className={cn(!n.readAt && "font-semibold")}>
                    {n.link ? (
                      <a
                        href={n.link}
                        className="underline-offset-2 hover:underline"
                        onClick={() => !n.readAt && void markRead({ ids: [n.id] })}
                      >
                        {n.title}
                      </a>
                    ) : (
                      n.title
                    )}
                    {!n.readAt ? <span className="sr-only"> (unread)</span> : null}
                  </p>
                  <p className="text-muted-foreground">{n.body}</p>
                  <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>{formatDateTime(n.createdAt)}</span>
                    {!n.readAt ? (
                      <Button
                        size="sm"
                        variant="link"
                        className="h-auto p-0 text-xs"
                        aria-label={`Mark "${n.title}" as read`}
                        onClick={() => void markRead({ ids: [n.id] })}
                      >
                        Mark as read
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
