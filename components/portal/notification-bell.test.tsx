import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "./notification-bell";
import { NotificationCountProvider } from "./notification-count";

const items = [
  {
    id: "n1",
    kind: "status_changed",
    title: "Application BF-1: Under Review",
    body: "Your application BF-1 is now Under Review.",
    link: "/client?application=a1",
    readAt: null,
    createdAt: "2026-11-24T01:00:00.000Z",
  },
  {
    id: "n2",
    kind: "message",
    title: "New message about your application",
    body: "Our team sent you a message.",
    link: null,
    readAt: null,
    createdAt: "2026-11-23T01:00:00.000Z",
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/notifications") return Response.json({ items, unread: 2 });
    if (url === "/api/notifications/read") {
      const body = JSON.parse(String(init?.body)) as { ids?: string[]; all?: boolean };
      return Response.json({ marked: body.all ? 2 : 1, unread: body.all ? 0 : 1 });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/notifications/read");

describe("notification bell", () => {
  it("shows the unread count from the page and renders nothing without one", () => {
    const { unmount } = render(
      <NotificationCountProvider value={3}>
        <NotificationBell />
      </NotificationCountProvider>,
    );
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    expect(screen.getByTestId("unread-count").textContent).toBe("3");
    unmount();
    render(
      <NotificationCountProvider value={null}>
        <NotificationBell />
      </NotificationCountProvider>,
    );
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });

  it("opens from the keyboard and loads the list only then", async () => {
    const user = userEvent.setup();
    render(<NotificationBell initialUnread={2} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("link", { name: "Application BF-1: Under Review" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Application BF-1: Under Review" }).getAttribute("href")).toBe(
      "/client?application=a1",
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/notifications", { credentials: "include" });
    // Focus moved into the list; Escape closes it and gives focus back to the bell.
    expect(screen.getByRole("dialog", { name: "Notifications" }).contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("link", { name: /BF-1/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    // A press outside closes it too.
    await user.click(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    expect(await screen.findByRole("dialog", { name: "Notifications" })).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull();
  });

  it("marks one as read, then all, and the count follows", async () => {
    const user = userEvent.setup();
    render(<NotificationBell initialUnread={2} />);
    await user.click(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(await screen.findByRole("button", { name: 'Mark "New message about your application" as read' }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy());
    expect(JSON.parse(String(reads()[0]![1]!.body))).toEqual({ ids: ["n2"] });

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy());
    expect(JSON.parse(String(reads()[1]![1]!.body))).toEqual({ all: true });
    expect(screen.queryByTestId("unread-count")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Mark ".*" as read$/ })).toBeNull();
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
