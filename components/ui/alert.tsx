import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils/cn";

const alertVariants = cva("relative w-full rounded-lg border p-4 text-sm", {
  variants: {
    variant: {
      default: "border-border bg-background",
      destructive: "border-red-300 bg-red-50 text-red-900",
      success: "border-green-300 bg-green-50 text-green-900",
      warning: "border-amber-300 bg-amber-50 text-amber-900",
      info: "border-teal-300 bg-teal-50 text-teal-900",
    },
  },
  defaultVariants: { variant: "default" },
});

/** role="alert" (assertive) for destructive, role="status" (polite) otherwise; override with `role` if the message is static. */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
export function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("mb-1 font-semibold", className)} {...props} />;
}
export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("text-sm", className)} {...props} />;
}
