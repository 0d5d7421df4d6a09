import { formatMonth } from "@/lib/money/format";

/** Monthly referrals and settlements as grouped bars; patterns and labels, not colour alone. */
export function PerformanceChart({ months }: { months: { month: string; referrals: number; settlements: number }[] }) {
  const max = Math.max(1, ...months.flatMap((m) => [m.referrals, m.settlements]));
  const w = 640,
    h = 220,
    pad = 30,
    band = (w - pad * 2) / months.length,
    bar = band / 3;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${w} ${h + 30}`}
        role="img"
        aria-labelledby="perf-title perf-desc"
        className="w-full max-w-3xl"
      >
        <title id="perf-title">Referrals and settlements per month, last 12 months</title>
        <desc id="perf-desc">
          {months
            .map((m) => `${formatMonth(m.month)}: ${m.referrals} referrals, ${m.settlements} settlements`)
            .join("; ")}
        </desc>
        <defs>
          <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#0f766e" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#fff" strokeWidth="2" />
          </pattern>
        </defs>
        <line x1={pad} y1={h} x2={w - pad} y2={h} stroke="#475569" />
        {months.map((m, i) => {
          const x = pad + i * band;
          const rh = (m.referrals / max) * (h - 20),
            sh = (m.settlements / max) * (h - 20);
          return (
            <g key={m.month}>
              <rect x={x + bar * 0.5} y={h - rh} width={bar} height={rh} fill="#0b2545" />
              <rect x={x + bar * 1.5} y={h - sh} width={bar} height={sh} fill="url(#hatch)" />
              <text x={x + band / 2} y={h + 14} textAnchor="middle" fontSize="10" fill="#0f172a">
                {m.month.slice(5)}/{m.month.slice(2, 4)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-sm">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 bg-primary" /> Referrals (solid)
        </span>
        <span className="inline-flex items-center gap-1">
          <span
            aria-hidden
            className="inline-block size-3 bg-accent"
            style={{ backgroundImage: "repeating-linear-gradient(45deg, transparent 0 3px, #fff 3px 5px)" }}
          />{" "}
          Settlements (hatched)
        </span>
      </figcaption>
    </figure>
  );
}
