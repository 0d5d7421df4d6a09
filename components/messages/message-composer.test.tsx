import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_MAX_LENGTH } from "@/lib/messages/schema";
import { MessageComposer } from "./message-composer";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function setup() {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
    Response.json({}, { status: 201 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const onChanged = vi.fn(async () => undefined);
  render(<MessageComposer applicationId="app1" isStaff={false} onChanged={onChanged} />);
  return { fetchMock, onChanged, user: userEvent.setup(), box: screen.getByLabelText("Type your message") };
}

afterEach(() => vi.unstubAllGlobals());

describe("message composer", () => {
  it("sends the trimmed text on Enter, keeps Shift+Enter as a new line, then clears", async () => {
    const { fetchMock, onChanged, user, box } = setup();
    await user.type(box, "  Hello{Shift>}{Enter}{/Shift}there  ");
    expect((box as HTMLTextAreaElement).value).toBe("  Hello\nthere  ");
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(true));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      applicationId: "app1",
      content: "Hello\nthere",
      isAiGenerated: false,
    });
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("does not send a blank message and keeps Send disabled", async () => {
    const { fetchMock, user, box } = setup();
    await user.type(box, "   {Enter}");
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the route's length rule as a field error instead of sending", async () => {
    const { fetchMock, user, box } = setup();
    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH + 1) } });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`,
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
