"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatDateTime } from "@/lib/money/format";
import { cn } from "@/lib/utils/cn";
import { MessageComposer } from "./message-composer";

export interface ThreadMessage {
  id: string;
  content: string;
  senderId: string;
  senderRole: string;
  isAiGenerated: boolean;
  createdAt: string;
  sender: { firstName: string | null; lastName: string | null };
}

const BUBBLE: Record<string, string> = {
  client: "bg-primary text-primary-foreground",
  staff: "bg-teal-100 text-teal-950",
  admin: "bg-teal-100 text-teal-950",
  partner: "bg-amber-100 text-amber-950",
};

export const REFRESH_MS = 5000;

/**
 * One application's message thread (spec §2 client portal, §5 messages): refetched every 5 s while
 * the page is visible, with the composer below (MessageComposer) unless the viewer only reads.
 */
export function MessageThread({
  applicationId,
  viewerId,
  viewerRole,
  readOnly = false,
}: {
  applicationId: string;
  viewerId: string;
  viewerRole: string;
  readOnly?: boolean;
}) {
  const [messages, setMessages] = useState<ThreadMessage[] | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const isStaff = viewerRole === "staff" || viewerRole === "admin";

  const load = useCallback(async () => {
    const res = await fetch(`/api/messages?applicationId=${encodeURIComponent(applicationId)}`, {
      credentials: "include",
    });
    if (res.ok) setMessages((await res.json()) as ThreadMessage[]);
  }, [applicationId]);

  const scrollDown = () => requestAnimationFrame(() => list.current?.scrollTo({ top: list.current.scrollHeight }));

  useEffect(() => {
    const first = setTimeout(() => void load().then(scrollDown), 0);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  return (
    <section aria-label="Messages" className="flex h-[600px] flex-col rounded-lg border border-border">
      <div
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        // It scrolls once the thread is long: focusable, so keyboard users can scroll it (axe).
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label="Message thread"
      >
        {messages === null ? <p className="text-sm text-muted-foreground">Loading messages...</p> : null}
        {messages?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet. Send the first one below.</p>
        ) : null}
        {messages?.map((m) => {
          const mine = m.senderId === viewerId;
          const name = [m.sender.firstName, m.sender.lastName].filter(Boolean).join(" ") || m.senderRole;
          return (
            <div key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
              <div
                className={cn("max-w-[80%] rounded-lg px-3 py-2 text-sm", BUBBLE[m.senderRole] ?? "bg-muted")}
                data-sender-role={m.senderRole}
              >
                <p className="mb-1 text-xs font-semibold">
                  {name} · {m.senderRole}
                  {m.isAiGenerated ? " · AI-assisted" : ""}
                </p>
                <p className="break-words whitespace-pre-wrap">{m.content}</p>
                <p className="mt-1 text-xs opacity-80">{formatDateTime(m.createdAt)}</p>
              </div>
            </div>
          );
        })}
      </div>
      {readOnly ? (
        <p className="border-t border-border p-3 text-sm text-muted-foreground">
          You can read this thread; only the client and our team post in it.
        </p>
      ) : (
        <MessageComposer
          applicationId={applicationId}
          isStaff={isStaff}
          onChanged={async (sent) => {
            await load();
            if (sent) scrollDown();
          }}
        />
      )}
    </section>
  );
}
