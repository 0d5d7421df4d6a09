import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./header-islands";

const menu = <MobileMenu initial={null}>{null}</MobileMenu>;

describe("MobileMenu", () => {
  it("says Close menu once it hydrates when a tap opened it before its code arrived", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    // The native <details> opened on a tap before hydration: its toggle event had no listener yet.
    container.querySelector("details")!.open = true;
    await act(async () => {
      hydrateRoot(container, menu);
    });
    expect(container.querySelector("summary")!.getAttribute("aria-label")).toBe("Close menu");
    container.remove();
  });

  it("says Open menu while it is closed", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, menu);
    });
    expect(container.querySelector("summary")!.getAttribute("aria-label")).toBe("Open menu");
    container.remove();
  });
});
