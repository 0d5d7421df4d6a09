import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MessageFormState } from "@/lib/messages/actions";
import { MESSAGE_MAX_LENGTH } from "@/lib/messages/schema";
import { MessageComposer } from "./message-composer";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const sendMessage = vi.hoisted(() =>
  vi.fn<(s: MessageFormState, f: FormData) => Promise<MessageFormState>>(async () => ({ sent: true })),
);
vi.mock("@/lib/messages/actions", () => ({ sendMessage }));

function setup() {
  const onChanged = vi.fn(async () => undefined);
  render(<MessageComposer applicationId="app1" isStaff={false} onChanged={onChanged} />);
  return { onChanged, user: userEvent.setup(), box: screen.getByLabelText("Type your message") };
}

afterEach(() => {
  sendMessage.mockClear();
  toast.error.mockClear();
});

describe("message composer", () => {
  it("posts the form to its action on Enter, keeps Shift+Enter as a new line, then clears", async () => {
    const { onChanged, user, box } = setup();
    await user.type(box, "  Hello{Shift>}{Enter}{/Shift}there  ");
    expect((box as HTMLTextAreaElement).value).toBe("  Hello\nthere  ");
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(true));
    expect(Object.fromEntries(sendMessage.mock.calls[0]![1].entries())).toEqual({
      applicationId: "app1",
      isAiGenerated: "false",
      content: "  Hello\nthere  ",
    });
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("does not send a blank message and keeps Send disabled", async () => {
    const { user, box } = setup();
    await user.type(box, "   {Enter}");
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
    expect(sendMessage).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the route's length rule as a field error instead of sending", async () => {
    const { user, box } = setup();
    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH + 1) } });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`,
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it("a refused send says the spec's words and keeps the text", async () => {
    sendMessage.mockResolvedValueOnce({ error: "Not found.", values: { content: "Hi" } });
    const { onChanged, user, box } = setup();
    await user.type(box, "Hi");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to send message. Please try again." }),
    );
    expect((box as HTMLTextAreaElement).value).toBe("Hi");
    expect(onChanged).not.toHaveBeenCalled();
  });
});
