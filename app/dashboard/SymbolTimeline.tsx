import type { DreamPatterns } from "@/lib/dreams/patterns";
import { dateFormat } from "@/lib/text/date-format";

const colors = ["#f8cd6e", "#a894ff", "#6ee7b7", "#f9a8d4"];

const shortMonth = dateFormat("en-US", { month: "short", timeZone: "UTC" });

function monthLabel(month: string) {
  return shortMonth(new Date(`${month}-01T00:00:00Z`));
}

/** A small line chart of the top symbols per month, with a table for screen readers. */
export function SymbolTimeline({ timeline }: { timeline: DreamPatterns["timeline"] }) {
  const { months, series } = timeline;
  const max = Math.max(1, ...series.flatMap((s) => s.counts));
  const w = 560,
    h = 180,
    pad = { l: 28, r: 12, t: 12, b: 26 };
  const x = (i: number) => pad.l + (i * (w - pad.l - pad.r)) / Math.max(1, months.length - 1);
  const y = (v: number) => h - pad.b - (v * (h - pad.t - pad.b)) / max;

  return (
    <figure>
      <svg viewBox={`0 0 ${w} ${h}`} className="h-auto w-full" role="img" aria-labelledby="timeline-title">
        <title id="timeline-title">Your top symbols per month over the last six months</title>
        {[0, max].map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={w - pad.r} y1={y(v)} y2={y(v)} stroke="#2a3670" strokeDasharray="3 4" />
            <text x={pad.l - 8} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#9aa3cf">
              {v}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <text key={m} x={x(i)} y={h - 6} textAnchor="middle" fontSize="11" fill="#9aa3cf">
            {monthLabel(m)}
          </text>
        ))}
        {series.map((s, si) => (
          <g key={s.symbol}>
            <polyline
              fill="none"
              stroke={colors[si % colors.length]}
              strokeWidth="2.5"
              points={s.counts.map((c, i) => `${x(i)},${y(c)}`).join(" ")}
            />
            {s.counts.map((c, i) => (
              <circle key={i} cx={x(i)} cy={y(c)} r="3.5" fill={colors[si % colors.length]} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-mist-300">
        {series.map((s, si) => (
          <span key={s.symbol} className="inline-flex items-center gap-2 capitalize">
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: colors[si % colors.length] }} aria-hidden="true" />
            {s.symbol}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>Dreams per month containing each symbol</caption>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            {months.map((m) => (
              <th key={m} scope="col">
                {monthLabel(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={s.symbol}>
              <th scope="row">{s.symbol}</th>
              {s.counts.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
