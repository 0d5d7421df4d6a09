import type { MonthFigures } from "@/lib/assessment";
import type { BalancePoint } from "@/lib/checks/figures";
import { formatAudCents, formatDate, formatMonth } from "@/lib/money/format";

/**
 * The staff Assessment charts (issue 33 item 4): plain SVG drawn on the server, no chart library and
 * no JavaScript. Each is a figure with a caption, an SVG with a title and a description (its text
 * alternative), and the same figures as a table for screen readers and for reading exact values.
 */
const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;
const shortMonth = (key: string) => formatMonth(key).slice(0, 3);
const dollars = (cents: number) => `$${Math.round(cents / 100_000)}k`;

/** Three or four round gridline values from 0 (or the minimum) to the maximum. */
function ticks(min: number, max: number): number[] {
  const span = Math.max(1, max - min);
  const raw = span / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(v);
  return out;
}

export function InflowBars({ months, id }: { months: MonthFigures[]; id: string }) {
  const max = Math.max(1, ...months.map((m) => m.inflow.cents));
  const band = plotW / Math.max(1, months.length);
  const y = (c: number) => PAD.top + plotH - (c / max) * plotH;
  const highest = months.reduce<MonthFigures | null>((a, m) => (!a || m.inflow.cents > a.inflow.cents ? m : a), null);
  const lowest = months.reduce<MonthFigures | null>((a, m) => (!a || m.inflow.cents < a.inflow.cents ? m : a), null);
  const summary =
    highest && lowest
      ? `Highest ${formatMonth(highest.month)} at ${formatAudCents(highest.inflow.cents)}; lowest ${formatMonth(lowest.month)} at ${formatAudCents(lowest.inflow.cents)}.`
      : "No months.";
  return (
    <figure aria-labelledby={`${id}-caption`} className="grid gap-2">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        Trading inflows by month
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>Bar chart of trading inflows for {months.length} months</title>
        <desc id={`${id}-desc`}>{summary} Months the data only partly covers are drawn lighter.</desc>
        {ticks(0, max).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#cbd5e1" strokeDasharray="3 3" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {dollars(v)}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={m.month}>
            <rect
              x={PAD.left + i * band + band * 0.15}
              y={y(m.inflow.cents)}
              width={band * 0.7}
              height={Math.max(0, PAD.top + plotH - y(m.inflow.cents))}
              fill={m.complete ? "#2563eb" : "#93c5fd"}
            />
            <text x={PAD.left + i * band + band / 2} y={H - 10} textAnchor="middle" fontSize="11" fill="#475569">
              {shortMonth(m.month)}
            </text>
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Trading inflows and outflows by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Inflows</th>
            <th scope="col">Outflows</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">
                {formatMonth(m.month)}
                {m.complete ? "" : " (part month)"}
              </th>
              <td>{formatAudCents(m.inflow.cents)}</td>
              <td>{formatAudCents(m.outflow.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function BalanceLine({ points, id }: { points: BalancePoint[]; id: string }) {
  const values = points.map((p) => p.cents);
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const x = (i: number) => PAD.left + (i / Math.max(1, points.length - 1)) * plotW;
  const y = (c: number) => PAD.top + plotH - ((c - min) / (max - min)) * plotH;
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p.cents).toFixed(1)}`).join("");
  const low = points.reduce((a, p) => (p.cents < a.cents ? p : a), points[0]!);
  const first = points[0]!;
  const last = points.at(-1)!;
  const labels = [0, Math.floor((points.length - 1) / 2), points.length - 1];
  return (
    <figure aria-labelledby={`${id}-caption`} className="grid gap-2">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        Combined end-of-day balance
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>
          Line chart of the balance from {formatDate(first.day)} to {formatDate(last.day)}
        </title>
        <desc id={`${id}-desc`}>
          {`Starts at ${formatAudCents(first.cents)}, ends at ${formatAudCents(last.cents)}; lowest ${formatAudCents(low.cents)} on ${formatDate(low.day)}.`}
        </desc>
        {ticks(min, max).map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? "#dc2626" : "#cbd5e1"}
              strokeDasharray={v === 0 ? undefined : "3 3"}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {dollars(v)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke="#0f766e" strokeWidth="2" />
        {labels.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={H - 10}
            textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
            fontSize="11"
            fill="#475569"
          >
            {formatDate(points[i]!.day)}
          </text>
        ))}
      </svg>
    </figure>
  );
}
