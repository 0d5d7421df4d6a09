import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PortalError } from "./portal-error";
import { RequestIdProvider } from "./request-id";

describe("the portal error boundary", () => {
  it("apologises, offers Try again and quotes the request id the server logged", async () => {
    const reset = vi.fn();
    render(
      <RequestIdProvider value="req-7f3a">
        <PortalError error={Object.assign(new Error("db down"), { digest: "999" })} reset={reset} />
      </RequestIdProvider>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("req-7f3a")).toBeTruthy();
    expect(screen.queryByText(/db down/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Back to the homepage" }).getAttribute("href")).toBe("/");
  });

  it("falls back to the error's digest without a request id", () => {
    render(<PortalError error={Object.assign(new Error("x"), { digest: "4242" })} reset={() => {}} />);
    expect(screen.getByText("4242")).toBeTruthy();
  });
});
