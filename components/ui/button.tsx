import { Slot } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { cx } from "@/lib/utils/cx";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cx(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
