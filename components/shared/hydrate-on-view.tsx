"use client";
import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { takeHeldSubmit } from "./held-submit";

/** A field of the server's HTML that holds something other than what the server drew. */
function touchedFields(el: HTMLElement) {
  return [...el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some((field) =>
    field.type === "checkbox" || field.type === "radio"
      ? field instanceof HTMLInputElement && field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

/** Rendered after the island inside its boundary: tells the gate the island has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A client island whose JavaScript loads when it comes near the viewport or is touched, not with the
 * page (issue 19: below-the-fold forms kept zod and react-hook-form in every landing visit). The server
 * renders it in full, so it is visible, and its fields typeable, before the code arrives (react-hook-form
 * takes what was typed when it registers the fields); until then its boundary stays as the server drew
 * it. Mounted by a client-side navigation it loads at once.
 */
export function hydrateOnView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = "view" }: { when?: "view" | "interaction" | "never" } = {},
) {
  function Island(props: P) {
    const root = useRef<HTMLDivElement>(null);
    const id = useId();
    // Hydrating: the server's HTML for this island is in the document already (useId matches the
    // server's); mounted by a client-side navigation it is not yet.
    const [hydrating] = useState(
      () => typeof document !== "undefined" && !!document.querySelector(`[data-island="${id}"]`),
    );
    const [gate] = useState(() => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      let hydrated = false;
      let held: HTMLFormElement | HTMLButtonElement | null = null;
      return {
        opened,
        open,
        /**
         * A form sent, or a button pressed, before the island's code arrived: held (true), to be sent
         * or pressed again once the island runs.
         */
        hold(target: HTMLFormElement | HTMLButtonElement) {
          if (hydrated) return false;
          held = target;
          open();
          return true;
        },
        hydrated() {
          hydrated = true;
          const target = held;
          held = null;
          if (!target?.isConnected) return;
          if (target instanceof HTMLFormElement) target.requestSubmit();
          else target.click();
        },
      };
    });
    const [Component] = useState(() =>
      lazy(async () => {
        if (hydrating) await gate.opened;
        return { default: await load() };
      }),
    );
    useEffect(() => {
      // Mounted on the client the island loads at once: nothing to watch for. Static content never
      // needs to hydrate.
      if (!hydrating || when === "never") return;
      const el = root.current;
      // Sent before the page's JavaScript ran (the paint-first loader held it): this island sends it.
      const early = el ? takeHeldSubmit(el) : null;
      if (early) gate.hold(early);
      if (!el) return gate.open();
      // Touched before the page's JavaScript ran (focus inside, or a field already moved or typed in):
      // no event will say so now.
      if (el.contains(document.activeElement) || touchedFields(el)) return gate.open();
      // "view": near the viewport; "interaction" (a widget in the first screen, which a visitor who only
      // reads never needs): when it is touched, below.
      let observer: IntersectionObserver | undefined;
      if (when === "view") {
        if (typeof IntersectionObserver === "undefined") return gate.open();
        observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {
          rootMargin: "600px 0px",
        });
        observer.observe(el);
      }
      // On the document, capturing: React stops events aimed at a boundary it has not hydrated yet.
      const touch = (event: Event) => event.target instanceof Node && el.contains(event.target) && gate.open();
      // The browser would send a form the island has not taken over as a plain GET, its fields in the
      // address: held, and sent by the island when it has hydrated.
      const hold = (event: Event) => {
        if (event.target instanceof HTMLFormElement && el.contains(event.target) && gate.hold(event.target))
          event.preventDefault();
      };
      // A button (not a submit button: its form is held above) pressed before the island runs would do
      // nothing: held, and pressed again when it has hydrated (the same element: hydration keeps the
      // server's DOM).
      const press = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button && button.type === "button" && el.contains(button) && gate.hold(button)) event.preventDefault();
      };
      document.addEventListener("focusin", touch, true);
      document.addEventListener("click", press, true);
      document.addEventListener("pointerdown", touch, true);
      document.addEventListener("submit", hold, true);
      gate.opened.then(() => observer?.disconnect());
      return () => {
        observer?.disconnect();
        document.removeEventListener("click", press, true);
        document.removeEventListener("focusin", touch, true);
        document.removeEventListener("pointerdown", touch, true);
        document.removeEventListener("submit", hold, true);
      };
    }, [gate, hydrating]);
    return (
      <div ref={root} data-island={id}>
        <Suspense fallback={null}>
          <Component {...props} />
          <Hydrated onHydrated={gate.hydrated} />
        </Suspense>
      </div>
    );
  }
  // A parent's re-render must not update the boundary before it hydrates: React would drop the
  // server's HTML and render it on the client instead.
  return memo(Island);
}

/**
 * Content with nothing to interact with (ADR 033): the server renders it into the HTML, and the page's
 * flight data carries only a reference to it instead of a second copy of the content, which React
 * would also have to decode and hydrate. It never hydrates on the page it arrived with; a client-side
 * navigation to a page showing it loads its code and renders it. It must hold no island of its own
 * (that one would never hydrate either); its links are plain links (a full page load).
 */
export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return hydrateOnView(load, { when: "never" });
}
