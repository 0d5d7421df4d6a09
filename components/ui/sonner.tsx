"use client";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * App-wide toast region (spec §9): one toast at a time, 5 s, bottom-right, swipe right to dismiss,
 * F8 moves focus to the region, close button on each toast, 420px wide on medium screens and up
 * (sonner itself goes full-width below 600px).
 */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
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
      style={{ "--width": "420px", ...style } as React.CSSProperties}
      toastOptions={{
        ...toastOptions,
        className: ["md:max-w-[420px]", toastOptions?.className].filter(Boolean).join(" "),
      }}
      {...props}
    />
  );
}
