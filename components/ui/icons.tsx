import type { ReactNode, SVGProps } from "react";

// The icons the product draws, from Lucide (lucide.dev; the paths of lucide-react 1.75, under the
// ISC licence, some derived from Feather under MIT: both notices in ./icons.LICENSE). Drawn lean
// (ADR 040): the `.icon` class in app/globals.css gives the 24px size and Lucide's stroke, so each is
// the viewBox and its paths; sizes and colours come from utilities (`size-4`, `text-accent`). Plain
// functions, no hooks: a server component draws them without a client boundary. Decorative unless
// given an accessible name (aria-label).

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;
export type Icon = ((props: IconProps) => ReactNode) & { displayName: string };

// No `cn` here: client islands draw icons, and tailwind-merge is ~9 kB of first-load JavaScript. Each
// icon below is marked pure, so a chunk carries only the icons its code draws.
function icon(name: string, paths: ReactNode): Icon {
  const Draw = ({ className, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={props["aria-label"] ? undefined : true}
      {...props}
      className={className ? `icon ${className}` : "icon"}
    >
      {paths}
    </svg>
  );
  return Object.assign(Draw, { displayName: name });
}

export const ArrowDown = /* @__PURE__ */ icon(
  "arrow-down",
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);
export const ArrowUp = /* @__PURE__ */ icon(
  "arrow-up",
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);
export const Bell = /* @__PURE__ */ icon(
  "bell",
  <>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" />
    <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
  </>,
);
export const Briefcase = /* @__PURE__ */ icon(
  "briefcase",
  <>
    <path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    <rect width="20" height="14" x="2" y="6" rx="2" />
  </>,
);
export const Check = /* @__PURE__ */ icon("check", <path d="M20 6 9 17l-5-5" />);
export const CheckCircle2 = /* @__PURE__ */ icon(
  "circle-check",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
export const ChevronDown = /* @__PURE__ */ icon("chevron-down", <path d="m6 9 6 6 6-6" />);
export const CircleHelp = /* @__PURE__ */ icon(
  "circle-question-mark",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" />
    <path d="M12 17h.01" />
  </>,
);
export const Cpu = /* @__PURE__ */ icon(
  "cpu",
  <>
    <path d="M12 20v2" />
    <path d="M12 2v2" />
    <path d="M17 20v2" />
    <path d="M17 2v2" />
    <path d="M2 12h2" />
    <path d="M2 17h2" />
    <path d="M2 7h2" />
    <path d="M20 12h2" />
    <path d="M20 17h2" />
    <path d="M20 7h2" />
    <path d="M7 20v2" />
    <path d="M7 2v2" />
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <rect x="8" y="8" width="8" height="8" rx="1" />
  </>,
);
export const Factory = /* @__PURE__ */ icon(
  "factory",
  <>
    <path d="M12 16h.01" />
    <path d="M16 16h.01" />
    <path d="M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2z" />
    <path d="M8 16h.01" />
  </>,
);
export const HardHat = /* @__PURE__ */ icon(
  "hard-hat",
  <>
    <path d="M10 10V5a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v5" />
    <path d="M14 6a6 6 0 0 1 6 6v3" />
    <path d="M4 15v-3a6 6 0 0 1 6-6" />
    <rect x="2" y="15" width="20" height="4" rx="1" />
  </>,
);
export const Loader2 = /* @__PURE__ */ icon("loader-circle", <path d="M21 12a9 9 0 1 1-6.219-8.56" />);
export const Lock = /* @__PURE__ */ icon(
  "lock",
  <>
    <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);
export const Menu = /* @__PURE__ */ icon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const ShieldCheck = /* @__PURE__ */ icon(
  "shield-check",
  <>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const Star = /* @__PURE__ */ icon(
  "star",
  <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />,
);
export const Stethoscope = /* @__PURE__ */ icon(
  "stethoscope",
  <>
    <path d="M11 2v2" />
    <path d="M5 2v2" />
    <path d="M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1" />
    <path d="M8 15a6 6 0 0 0 12 0v-3" />
    <circle cx="20" cy="10" r="2" />
  </>,
);
export const Store = /* @__PURE__ */ icon(
  "store",
  <>
    <path d="M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5" />
    <path d="M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244" />
    <path d="M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05" />
  </>,
);
export const Timer = /* @__PURE__ */ icon(
  "timer",
  <>
    <line x1="10" x2="14" y1="2" y2="2" />
    <line x1="12" x2="15" y1="14" y2="11" />
    <circle cx="12" cy="14" r="8" />
  </>,
);
export const Tractor = /* @__PURE__ */ icon(
  "tractor",
  <>
    <path d="m10 11 11 .9a1 1 0 0 1 .8 1.1l-.665 4.158a1 1 0 0 1-.988.842H20" />
    <path d="M16 18h-5" />
    <path d="M18 5a1 1 0 0 0-1 1v5.573" />
    <path d="M3 4h8.129a1 1 0 0 1 .99.863L13 11.246" />
    <path d="M4 11V4" />
    <path d="M7 15h.01" />
    <path d="M8 10.1V4" />
    <circle cx="18" cy="18" r="2" />
    <circle cx="7" cy="15" r="5" />
  </>,
);
export const TrendingUp = /* @__PURE__ */ icon(
  "trending-up",
  <>
    <path d="M16 7h6v6" />
    <path d="m22 7-8.5 8.5-5-5L2 17" />
  </>,
);
export const Truck = /* @__PURE__ */ icon(
  "truck",
  <>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
    <path d="M15 18H9" />
    <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </>,
);
export const UploadCloud = /* @__PURE__ */ icon(
  "cloud-upload",
  <>
    <path d="M12 13v8" />
    <path d="M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242" />
    <path d="m8 17 4-4 4 4" />
  </>,
);
export const Wallet = /* @__PURE__ */ icon(
  "wallet",
  <>
    <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </>,
);
export const X = /* @__PURE__ */ icon(
  "x",
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
