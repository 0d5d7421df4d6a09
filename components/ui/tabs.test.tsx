import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="documents" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="applications">Applications</TabsTrigger>
        <TabsTrigger value="documents">Documents</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
      </TabsList>
      <TabsContent value="applications">Your applications</TabsContent>
      <TabsContent value="documents">Your documents</TabsContent>
      <TabsContent value="messages">Your messages</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the selected tab's panel only, labelled by its tab, with one tab in the tab order", async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Example onValueChange={onValueChange} />);
    const panel = screen.getByRole("tabpanel", { name: "Documents" });
    expect(panel.textContent).toBe("Your documents");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    const tab = screen.getByRole("tab", { name: "Documents" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(tab.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, 0, -1]);

    await user.click(screen.getByRole("tab", { name: "Messages" }));
    expect(screen.getByRole("tabpanel", { name: "Messages" }).textContent).toBe("Your messages");
    expect(onValueChange).toHaveBeenLastCalledWith("messages");
  });

  it("moves and selects with the arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole("tab", { name: "Documents" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Messages" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Your messages");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Your applications");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Your messages");
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Applications" }));
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Your messages");
  });
});
