import { render } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnauthorizedNotice } from "./staff-access";

vi.mock("@/components/ui/toast", () => ({ toast: { error: vi.fn() } }));
vi.mock("@/lib/utils/navigate", () => ({ hardNavigate: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe("the staff portal's Unauthorized notice", () => {
  it("tells a signed-out visitor they are logged out (spec §6)", () => {
    render(<UnauthorizedNotice redirect />);
    expect(toast.error).toHaveBeenCalledWith("Unauthorized", {
      description: "You are logged out. Logging in again...",
    });
  });

  it("never tells a signed-in client or partner they are logged out (#18 item 4)", () => {
    render(<UnauthorizedNotice redirect={false} />);
    const [, options] = vi.mocked(toast.error).mock.calls[0]!;
    expect(options?.description).not.toMatch(/logged out/i);
    expect(options?.description).toBe("You are signed in, but this page is for BizFund staff only.");
  });
});
