import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils/cn";

export const badgeVariants = cva("badge", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      outline: "border-border text-foreground",
      success: "border-transparent bg-green-100 text-green-900",
      "success-strong": "border-transparent bg-green-800 text-white",
      warning: "border-transparent bg-amber-100 text-amber-900",
      destructive: "border-transparent bg-red-100 text-red-900",
      info: "border-transparent bg-teal-100 text-teal-900",
      muted: "border-transparent bg-slate-200 text-slate-800",
    },
  },
  defaultVariants: { variant: "default" },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
