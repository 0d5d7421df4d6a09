import { monogram } from "@/lib/lenders/monogram";
import { cn } from "@/lib/utils/cn";

/**
 * A lender's generated monogram logo (ADR 029): an inline SVG, no request, no client JavaScript.
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
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className={cn("shrink-0", className)}
      focusable="false"
      {...a11y}
    >
      <rect width="40" height="40" rx={round ? 20 : 10} fill={colour} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={initials.length > 1 ? 15 : 18}
        fontWeight="700"
        letterSpacing="0.02em"
      >
        {initials}
      </text>
    </svg>
  );
}

/** A client's avatar beside their printed name (testimonials): their initials on their own colour. */
export function PersonAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return <LenderMonogram name={name} size={size} decorative round />;
}
