import { cx } from "@/lib/utils/cx";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cx("field-input", className)} {...props} />;
}
