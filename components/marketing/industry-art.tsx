import {
  Briefcase,
  Cpu,
  Factory,
  HardHat,
  Stethoscope,
  Store,
  Tractor,
  Truck,
  type Icon as IconType,
} from "@/components/ui/icons";
import { monogram } from "@/lib/lenders/monogram";

/** Each industry's picture on the industries page: its tool on a soft disc in the industry's own colour. */
const ART: Record<string, IconType> = {
  Manufacturing: Factory,
  Construction: HardHat,
  "Retail & Hospitality": Store,
  "Transport & Logistics": Truck,
  "Professional Services": Briefcase,
  Technology: Cpu,
  Healthcare: Stethoscope,
  Agriculture: Tractor,
};

/** Decorative (the industry's name is the card's heading); inline SVG, no request, no client JavaScript. */
export function IndustryArt({ industry }: { industry: string }) {
  const Icon = ART[industry];
  if (!Icon) return null;
  const { colour } = monogram(industry);
  return (
    <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden focusable="false" className="shrink-0">
      <circle cx="32" cy="32" r="32" fill={colour} opacity="0.12" />
      <circle cx="46" cy="18" r="6" fill={colour} opacity="0.25" />
      {/* A nested <svg> takes its size from attributes (CSS sizes only the outer one). */}
      <Icon x={16} y={16} width={32} height={32} style={{ color: colour, strokeWidth: 1.75 }} />
    </svg>
  );
}

export const INDUSTRIES_WITH_ART = Object.keys(ART);
