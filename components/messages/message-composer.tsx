"use client";
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { sendMessage, type MessageFormState } from "@/lib/messages/actions";
import { sendJson } from "@/lib/http/send-json";

const FAILED = "Failed to send message. Please try again.";

/** The composer's answers: a refusal with the spec's words; 'sent' only inline (the thread shows it with JavaScript). */
function said(state: MessageFormState) {
  if (state.sent) return { kind: "success", title: "Message sent", toast: false } as const;
  if (state.error && !state.fields) return { kind: "error", title: "Error", description: FAILED } as const;
  return null;
}

/**
 * The thread's composer, on the one form pattern (ADR 055): it posts to the sendMessage action,
 * with or without JavaScript, checked by the route's own content rule. Enter sends, Shift+Enter adds
 * a line; a blank message is simply not sent. Staff get 'AI Response', which drafts a reply into the
 * composer to edit before sending (sent unchanged, it is marked AI-generated).
 */
export function MessageComposer({
  applicationId,
  isStaff,
  onChanged,
}: {
  applicationId: string;
  isStaff: boolean;
  /** After a send or a draft: reload the thread. */
  onChanged: (sent: boolean) => Promise<void>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const af = useActionForm({
    action: sendMessage,
    schema: () => import("@/lib/messages/schema").then((m) => m.composerSchema),
    defaults: { content: "" },
    say: said,
    onDone: async () => {
      setDraft(null);
      await onChanged(true);
    },
  });
  const { form } = af;
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  const id = `composer-${applicationId}`;
  const error = af.error("content");
  const aiGenerated = isStaff && draft !== null && content.trim() === draft.trim();

  async function aiResponse() {
    setDrafting(true);
    try {
      const res = await sendJson("/api/messages/ai-response", { applicationId });
      if (!res.ok) throw new Error(String(res.status));
      const { draft: d } = (await res.json()) as { draft: string };
      setDraft(d);
      form.setValue("content", d, { shouldValidate: true });
      await onChanged(false);
    } catch {
      toast.error("Error", { description: "Failed to generate AI response. Please try again." });
    } finally {
      setDrafting(false);
    }
  }

  // Without JavaScript the button always posts (the server refuses a blank message).
  const blocked = af.hydrated && (af.pending || !content.trim());
  return (
    <form ref={element} {...af.formProps} className="grid gap-2 border-t border-border p-3">
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="isAiGenerated" value={String(aiGenerated)} />
      {af.notice ? <ActionNotice notice={af.notice} /> : null}
      <Label htmlFor={id} className="sr-only">
        Type your message
      </Label>
      <Textarea
        id={id}
        placeholder="Type your message... (Enter to send, Shift+Enter for a new line)"
        defaultValue={af.typed("content")}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("content")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            if (!blocked) element.current?.requestSubmit();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {isStaff ? (
          <Button type="button" variant="outline" onClick={() => void aiResponse()} disabled={drafting}>
            {drafting ? "Drafting..." : "AI Response"}
          </Button>
        ) : null}
        <Button type="submit" disabled={blocked}>
          Send
        </Button>
      </div>
    </form>
  );
}
