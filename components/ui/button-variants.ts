import { cva } from "class-variance-authority";

/**
 * The button's looks, apart from the Button component: client code that only needs a link styled as
 * a button (the marketing pages' islands) imports this and ships neither Radix's Slot nor the class
 * merging `cn` does (tailwind-merge, about 9 kB gzip).
 */
export const buttonVariants = cva(
  // The shared base is one class (`.btn`, app/globals.css): every button in the HTML carries 3 letters
  // instead of ~330 (issue 19: the HTML of /). Utilities still override it (their layer comes later).
  "btn",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background hover:bg-muted",
        ghost: "hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: { default: "h-10 px-4 py-2", sm: "h-9 px-3", lg: "h-11 px-6 text-base", icon: "h-10 w-10" },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
