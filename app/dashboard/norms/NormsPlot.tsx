import type { ReactNode } from "react";
import type { NormsReport } from "@/lib/norms/figures";
import { FIGURE_TEXT, figureSentence, formatFigure } from "@/lib/norms/figure-text";
import { HVDC_NORMS, NORM_FIGURES, type NormFigure } from "@/lib/norms/hvdc-norms";

/**
 * The member's figures beside the norms: one row per figure, a track from 0 to 100% (or 0 to one
 * per character), the band between the men's and women's norms, and three markers that differ
 * in shape as well as colour. No viewBox: x positions are percentages of the drawn width, so the
 * text keeps its size on a phone. The whole drawing is one image with a text alternative; the
 * same figures follow as a table.
 */
const ROW = 78;
const TRACK = 46;
const COLOURS = { you: "#f8cd6e", men: "#a894ff", women: "#5fd3c3", band: "#2a3670", track: "#1b2550" };

const pct = (v: number) => `${Math.min(Math.max(v, 0), 1) * 100}%`;

function Marker({ at, y, shape }: { at: number; y: number; shape: "you" | "men" | "women" }) {
  return (
    <svg x={pct(at)} y={y} overflow="visible">
      {shape === "you" && <circle r={8} fill={COLOURS.you} stroke="#0b1027" strokeWidth={2} />}
      {shape === "men" && <polygon points="0,-7 6.5,5 -6.5,5" fill={COLOURS.men} />}
      {shape === "women" && <polygon points="0,-7 7,0 0,7 -7,0" fill={COLOURS.women} />}
    </svg>
  );
}

function Row({ figure, index, report }: { figure: NormFigure; index: number; report: NormsReport }) {
  const norm = HVDC_NORMS[figure];
  const v = report.figures[figure];
  const top = index * ROW;
  const y = top + TRACK;
  const low = Math.min(norm.men, norm.women);
  const high = Math.max(norm.men, norm.women);
  return (
    <g>
      <text x={0} y={top + 18} className="fill-mist-100" fontSize={15} fontWeight={600}>
        {FIGURE_TEXT[figure].name}
      </text>
      <text x="100%" y={top + 18} textAnchor="end" fontSize={15} fontWeight={700} fill={v.value === null ? "#9aa3cf" : COLOURS.you}>
        {v.value === null ? "—" : formatFigure(v.value, norm.scale)}
      </text>
      <rect x={0} y={y - 3} width="100%" height={6} rx={3} fill={COLOURS.track} />
      <rect x={pct(low)} y={y - 11} width={`${(Math.min(high, 1) - Math.min(low, 1)) * 100}%`} height={22} fill={COLOURS.band} />
      <Marker at={norm.men} y={y - 8} shape="men" />
      <Marker at={norm.women} y={y + 8} shape="women" />
      {v.value !== null && <Marker at={v.value} y={y} shape="you" />}
      <text x={0} y={top + 70} fontSize={11} className="fill-mist-400">
        0
      </text>
      <text x="100%" y={top + 70} fontSize={11} textAnchor="end" className="fill-mist-400">
        {norm.scale === "percent" ? "100%" : "1 per character"}
      </text>
    </g>
  );
}

/** One legend entry: the plot's mark for it (drawn in an 18px box), then its name. */
function LegendMark({ label, overflow = false, children }: { label: string; overflow?: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg width={18} height={18} aria-hidden="true" className="shrink-0" overflow={overflow ? "visible" : undefined}>
        {children}
      </svg>
      {label}
    </li>
  );
}

export function NormsPlot({ report }: { report: NormsReport }) {
  const height = NORM_FIGURES.length * ROW;
  return (
    <figure>
      <ul className="mb-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-mist-300" aria-label="Legend">
        <LegendMark label="You" overflow>
          <circle cx={9} cy={9} r={7} fill={COLOURS.you} stroke="#0b1027" strokeWidth={2} />
        </LegendMark>
        <LegendMark label="Men (norms)">
          <polygon points="9,2 15.5,14 2.5,14" fill={COLOURS.men} />
        </LegendMark>
        <LegendMark label="Women (norms)">
          <polygon points="9,2 16,9 9,16 2,9" fill={COLOURS.women} />
        </LegendMark>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-6 rounded" style={{ background: COLOURS.band }} />
          Between the two norms
        </li>
      </ul>
      <div className="px-2">
        <svg width="100%" height={height} role="img" aria-labelledby="norms-plot-title norms-plot-desc" overflow="visible">
          <title id="norms-plot-title">Your dreams beside the Hall/Van de Castle norms</title>
          <desc id="norms-plot-desc">{NORM_FIGURES.map((f) => figureSentence(f, report.figures[f])).join(" ")}</desc>
          {NORM_FIGURES.map((f, i) => (
            <Row key={f} figure={f} index={i} report={report} />
          ))}
        </svg>
      </div>
    </figure>
  );
}
