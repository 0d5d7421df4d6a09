import { monogram } from "@/lib/lenders/monogram";
import { cn } from "@/lib/utils/cn";

/**
 * A lender's generated monogram logo (ADR 029): its initials on its colour, drawn by CSS (`.monogram`,
 * app/globals.css; no request, no client JavaScript, ~90 bytes of HTML where an inline SVG took ~300).
 * Named for assistive technology with the lender's name, unless `decorative` (the name is printed beside it).
 */
export function LenderMonogram({
  name,
  size = 40,
  decorative = false,
  round = false,
  className,
}: {
  name: string;
  size?: number;
  decorative?: boolean;
  /** A person's avatar is a circle; a lender's logo a rounded square. */
  round?: boolean;
  className?: string;
}) {
  const { initials, colour } = monogram(name);
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": `${name} logo` };
  return (
    <span
      className={cn(
        "monogram",
        round && "rounded-full",
        initials.length < 2 && "text-[length:calc(var(--s)*0.45)]",
        className,
      )}
      style={{ "--m": colour, "--s": `${size}px` } as React.CSSProperties}
      {...a11y}
    >
      {initials}
    </span>
  );
}

/** A client's avatar beside their printed name (testimonials): their initials on their own colour. */
export function PersonAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return <LenderMonogram name={name} size={size} decorative round />;
}
