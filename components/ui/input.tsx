import { cn } from "@/lib/utils/cn";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn("field-input", className)} {...props} />;
}
