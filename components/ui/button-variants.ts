import { cva } from "class-variance-authority";

/**
 * The button's looks, apart from the Button component: client code that only needs a link styled as
 * a button (the marketing pages' islands) imports this and ships neither Radix's Slot nor the class
 * merging `cn` does (tailwind-merge, about 9 kB gzip).
 */
export const buttonVariants = cva(
  // The shared base, each look and each size is one class (`.btn`, `.btn-*`, app/globals.css): every
  // button in the HTML carries a few short names instead of ~400 letters (issue 19: the HTML of /).
  // Utilities still override them (their layer comes later).
  "btn",
  {
    variants: {
      variant: {
        default: "btn-primary",
        secondary: "btn-secondary",
        outline: "btn-outline",
        ghost: "btn-ghost",
        destructive: "btn-destructive",
        accent: "btn-accent",
        link: "btn-link",
      },
      size: { default: "btn-md", sm: "btn-sm", lg: "btn-lg", icon: "btn-icon" },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
