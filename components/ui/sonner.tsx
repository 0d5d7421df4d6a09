"use client";
import { Toaster as Sonner } from "sonner";

/** Spec §9: one toast at a time, 5 s, swipe right, F8 focuses the area, 420px wide on medium screens and up. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      hotkey={["F8"]}
      swipeDirections={["right"]}
      containerAriaLabel="Notifications"
      toastOptions={{ className: "md:max-w-[420px]" }}
    />
  );
}
