import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";

/** An option: its stored value doubles as the label, or a value with its own label. */
export type SelectOption = string | { value: string; label: React.ReactNode; disabled?: boolean };

/**
 * A labelled native select for the portals' filters and pickers (works without JavaScript, so GET
 * filter forms keep working). `className` styles the select; `fieldClassName` its label-and-control box.
 */
export function SelectField({
  id,
  label,
  options,
  fieldClassName,
  ...select
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  fieldClassName?: string;
} & Omit<React.ComponentProps<"select">, "id" | "children">) {
  return (
    <FormField id={id} label={label} className={fieldClassName ?? "gap-1"}>
      <NativeSelect id={id} {...select}>
        {options.map((o) => {
          const { value, label: text, disabled } = typeof o === "string" ? { value: o, label: o, disabled: false } : o;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </NativeSelect>
    </FormField>
  );
}
