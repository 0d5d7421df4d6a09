import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { singleLine } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import { useZodForm } from "./use-zod-form";

const schema = z.object({ name: singleLine().trim().min(1, "Name is required") });

function NameForm({ load, onSent }: { load: () => Promise<typeof schema>; onSent: (name: string) => void }) {
  const form = useZodForm(load, { name: "" });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSent(v.name))}>
      <label htmlFor="n">Name</label>
      <input id="n" {...form.register("name")} />
      {form.formState.errors.name ? <p>{form.formState.errors.name.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe("useZodForm", () => {
  it("loads its schema just after the first touch of the page, not with the page, and validates with it", async () => {
    const load = vi.fn(async () => schema);
    const onSent = vi.fn();
    render(<NameForm load={load} onSent={onSent} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerDown(document.body);
    });
    // After the touch's own frame (ADR 088), not inside it.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Name"), " Ada ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSent).toHaveBeenCalledWith("Ada"); // the schema's parsed output
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the schema at the first validation when nothing touched the page first, and retries a failed load", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline"));
    load.mockResolvedValue(schema);
    const forms: ReturnType<typeof useZodForm<typeof schema>>[] = [];
    function Harness() {
      const form = useZodForm(load, { name: "" });
      useEffect(() => void forms.push(form), [form]);
      return <input aria-label="Name" {...form.register("name")} />;
    }
    render(<Harness />);
    const form = forms[0];
    expect(load).not.toHaveBeenCalled();
    await expect(form!.trigger()).rejects.toThrow("offline"); // the chunk did not load
    let valid: boolean | undefined;
    await act(async () => {
      valid = await form!.trigger(); // fetched again, and it validates
    });
    expect(valid).toBe(false);
    expect(form!.getFieldState("name").error?.message).toBe("Name is required");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
