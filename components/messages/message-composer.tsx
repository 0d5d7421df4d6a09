"use client";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/use-zod-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { sendJson } from "@/lib/http/send-json";

/**
 * The thread's composer, checked by the route's own content rule. Enter sends, Shift+Enter adds a
 * line; a blank message is simply not sent. Staff get 'AI Response', which drafts a reply into the
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
  const form = useZodForm(() => import("@/lib/messages/schema").then((m) => m.composerSchema), { content: "" });
  const content = useWatch({ control: form.control, name: "content" });
  const [draft, setDraft] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const id = `composer-${applicationId}`;
  const error = form.formState.errors.content?.message;

  const send = form.handleSubmit(async (values) => {
    const text = values.content.trim();
    try {
      const res = await sendJson("/api/messages", {
        applicationId,
        content: text,
        isAiGenerated: isStaff && draft !== null && text === draft.trim(),
      });
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      form.reset({ content: "" });
      setDraft(null);
      await onChanged(true);
    } catch {
      toast.error("Error", { description: "Failed to send message. Please try again." });
    }
  });

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

  const sending = form.formState.isSubmitting;
  const submit = () => {
    if (content.trim() && !sending) void send();
  };
  return (
    <form
      noValidate
      className="grid gap-2 border-t border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={id} className="sr-only">
        Type your message
      </Label>
      <Textarea
        id={id}
        placeholder="Type your message... (Enter to send, Shift+Enter for a new line)"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("content")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            submit();
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
        <Button type="submit" disabled={sending || !content.trim()}>
          Send
        </Button>
      </div>
    </form>
  );
}
