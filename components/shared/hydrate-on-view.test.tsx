import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi, type Mock } from "vitest";
import { hydrateOnView, staticIsland } from "./hydrate-on-view";

/** A react-hook-form form: registering a field sets it to its default value, as the site's forms do. */
function NameForm() {
  const form = useForm({ defaultValues: { name: "" } });
  const [sent, setSent] = useState<string>();
  return (
    <form aria-label="Name form" onSubmit={form.handleSubmit((v) => setSent(v.name))}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register("name")} />
      <button type="submit">Send</button>
      {sent ? <p>Sent {sent}</p> : null}
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The page as the server drew it (the island rendered in full), then hydrated in the browser. */
async function serverRenderedThenHydrated(
  load: Mock<() => Promise<ComponentType>>,
  beforeHydration: (container: HTMLElement) => void = () => {},
  Island: ComponentType = hydrateOnView(load),
) {
  const stream = await renderToReadableStream(<Island />);
  await stream.allReady;
  const container = document.createElement("div");
  container.innerHTML = await new Response(stream).text();
  document.body.append(container);
  beforeHydration(container);
  load.mockClear();
  await act(async () => {
    root = hydrateRoot(container, <Island />);
  });
  return container;
}

/** An IntersectionObserver the test drives: the callbacks of every observer created. */
function stubIntersectionObserver() {
  const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observed;
}

describe("hydrateOnView", () => {
  it("keeps the server's form until it is touched, then loads it and keeps what was typed", async () => {
    const load = vi.fn(async () => NameForm);
    await serverRenderedThenHydrated(load);
    const input = screen.getByLabelText<HTMLInputElement>("Name");
    input.value = "Ada Lovelace"; // typed before the island's code arrived
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.focusIn(input);
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(await screen.findByText("Sent Ada Lovelace")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Ada Lovelace");
  });

  it("loads when the island comes near the viewport", async () => {
    const observed = stubIntersectionObserver();
    const load = vi.fn(async () => NameForm);
    await serverRenderedThenHydrated(load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Grace" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(await screen.findByText("Sent Grace")).toBeTruthy();
  });

  it("holds a form sent before its code arrived and sends it once the island runs", async () => {
    const load = vi.fn(async () => NameForm);
    await serverRenderedThenHydrated(load);
    screen.getByLabelText<HTMLInputElement>("Name").value = "Katherine Johnson";
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => {
      screen.getByRole("form", { name: "Name form" }).dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true); // not sent by the browser, fields in the address
    expect(await screen.findByText("Sent Katherine Johnson")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends a form the page-paint loader held before React ran (ADR 032), once", async () => {
    const load = vi.fn(async () => NameForm);
    await serverRenderedThenHydrated(load, (page) => {
      page.querySelector<HTMLInputElement>("#name")!.value = "Dorothy Vaughan";
      (window as { __bfHeld?: HTMLFormElement }).__bfHeld = page.querySelector("form")!;
    });
    expect(await screen.findByText("Sent Dorothy Vaughan")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect((window as { __bfHeld?: HTMLFormElement }).__bfHeld).toBeUndefined();
  });
});

/** A disclosure: a plain button whose press only does something once React runs. */
function Disclosure() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Details
    </button>
  );
}

describe("hydrateOnView on interaction", () => {
  it("stays unloaded in view, loads when touched, and presses again a button pressed before it ran", async () => {
    const observed = stubIntersectionObserver();
    const load = vi.fn(async () => Disclosure);
    await serverRenderedThenHydrated(load, undefined, hydrateOnView(load, { when: "interaction" }));
    expect(observed).toHaveLength(0); // not watched: in the first screen it would load at once
    expect(load).not.toHaveBeenCalled();

    const button = screen.getByRole("button", { name: "Details" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => {
      fireEvent.pointerDown(button);
      button.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true); // held
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Pressed once more by the island when it ran: open, not toggled twice.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Details" }).getAttribute("aria-expanded")).toBe("true"),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Details" }));
    });
    expect(screen.getByRole("button", { name: "Details" }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("hydrateOnView touched before the page's JavaScript ran", () => {
  /** A slider whose figure follows it (the instant quote's shape). */
  function Slider() {
    const [value, setValue] = useState(50);
    return (
      <label>
        Amount {value}
        <input type="range" defaultValue={value} onChange={(e) => setValue(Number(e.currentTarget.value))} />
      </label>
    );
  }

  it("loads at once when a field was moved or focused before it could watch", async () => {
    const moved = vi.fn(async () => Slider);
    await serverRenderedThenHydrated(
      moved,
      (page) => (page.querySelector<HTMLInputElement>("input")!.value = "80"),
      hydrateOnView(moved, { when: "interaction" }),
    );
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";

    const focused = vi.fn(async () => Slider);
    await serverRenderedThenHydrated(
      focused,
      (page) => page.querySelector<HTMLInputElement>("input")!.focus(),
      hydrateOnView(focused, { when: "interaction" }),
    );
    await waitFor(() => expect(focused).toHaveBeenCalledTimes(1));
  });
});

describe("staticIsland", () => {
  const Content = () => (
    <section>
      <h2>Why businesses choose us</h2>
      <a href="/working-capital">Learn more</a>
    </section>
  );

  it("keeps the server's HTML and never loads its code on the page it arrived with, touched or not", async () => {
    const load = vi.fn(async () => Content);
    await serverRenderedThenHydrated(load, undefined, staticIsland(load));
    await act(async () => {
      fireEvent.focusIn(screen.getByRole("link", { name: "Learn more" }));
      fireEvent.pointerDown(screen.getByRole("heading", { name: "Why businesses choose us" }));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Why businesses choose us" })).toBeTruthy();
  });

  it("loads and renders its content when a client-side navigation mounts it", async () => {
    const load = vi.fn(async () => Content);
    const Island = staticIsland(load);
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      root = createRoot(container);
      root.render(<Island />);
    });
    expect(await screen.findByRole("heading", { name: "Why businesses choose us" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
