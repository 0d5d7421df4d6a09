import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SliderField } from "./slider-field";

function Amount() {
  const [amount, setAmount] = useState(250_000);
  const display = `$${amount.toLocaleString("en-AU")}`;
  return (
    <>
      <SliderField
        label="Loan amount"
        value={amount}
        display={display}
        range={{ min: 10_000, max: 1_000_000, step: 10_000 }}
        onChange={setAmount}
        valueTestId="amount"
      />
      <p data-testid="monthly">{(amount / 100).toFixed(0)}</p>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("SliderField", () => {
  it("takes up a value moved before the page's JavaScript arrived, so the figures match the thumb", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Amount />);
    document.body.append(container);
    // The server's slider works without JavaScript: the visitor moves it before hydration.
    (screen.getByRole("slider", { name: "Loan amount" }) as HTMLInputElement).value = "260000";
    await act(async () => {
      root = hydrateRoot(container, <Amount />);
    });
    expect(screen.getByTestId("amount").textContent).toBe("$260,000");
    expect(screen.getByTestId("monthly").textContent).toBe("2600");
    expect(screen.getByRole("slider", { name: "Loan amount" }).getAttribute("aria-valuetext")).toBe("$260,000");
  });

  it("after hydration, follows every move", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Amount />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Amount />);
    });
    expect(screen.getByTestId("amount").textContent).toBe("$250,000");
    fireEvent.change(screen.getByRole("slider", { name: "Loan amount" }), { target: { value: "500000" } });
    expect(screen.getByTestId("amount").textContent).toBe("$500,000");
    expect(screen.getByTestId("monthly").textContent).toBe("5000");
  });
});
