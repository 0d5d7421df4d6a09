import { cx } from "@/lib/utils/cx";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cx("field-textarea", className)} {...props} />;
}
