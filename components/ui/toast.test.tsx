import { toast as sonnerToast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { toast } from "./toast";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe("toast", () => {
  it("hands each toast to sonner, loaded on the first call, with its options", async () => {
    toast.success("Message sent", { description: "We will reply within one business day." });
    toast.error("Failed to send");
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledWith("Failed to send", undefined));
    expect(sonnerToast.success).toHaveBeenCalledWith("Message sent", {
      description: "We will reply within one business day.",
    });
  });
});
