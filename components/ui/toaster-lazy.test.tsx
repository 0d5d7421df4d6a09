import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast";
import { LazyToaster } from "./toaster-lazy";

describe("LazyToaster", () => {
  it("mounts no toast region until the page raises a toast, then shows that toast", async () => {
    render(<LazyToaster />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();
    act(() => toast.success("Message sent"));
    expect(await screen.findByText("Message sent", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
  });
});
