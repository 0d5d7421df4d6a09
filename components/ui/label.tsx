"use client";
import { Label as LabelPrimitive } from "radix-ui";
import { cx } from "@/lib/utils/cx";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cx("field-label", className)} {...props} />;
}
