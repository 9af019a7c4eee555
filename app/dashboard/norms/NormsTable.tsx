import type { NormsReport } from "@/lib/norms/figures";
import { FIGURE_TEXT, countedFrom, formatFigure } from "@/lib/norms/figure-text";
import { HVDC_NORMS, NORM_FIGURES } from "@/lib/norms/hvdc-norms";

const NUMBER = "px-3 py-2 text-right font-semibold";
const COLUMNS = [
  ["Figure", "py-2 pr-3 font-semibold"],
  ["You", NUMBER],
  ["Men", NUMBER],
  ["Women", NUMBER],
  ["Counted", "hidden py-2 pl-3 font-semibold sm:table-cell"],
] as const;

/** The plot's figures as a table, for anyone who prefers numbers (or a screen reader's table mode). On a phone the counts are left to "What each figure means". */
export function NormsTable({ report }: { report: NormsReport }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your figures beside the Hall/Van de Castle norms for men and women</caption>
        <thead className="text-xs uppercase tracking-wider text-aurora-300">
          <tr>
            {COLUMNS.map(([label, className]) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NORM_FIGURES.map((f) => {
            const norm = HVDC_NORMS[f];
            const v = report.figures[f];
            return (
              <tr key={f} className="border-t border-night-700">
                <th scope="row" className="py-2 pr-3 font-medium text-mist-100">
                  {FIGURE_TEXT[f].name}
                </th>
                <td className="px-3 py-2 text-right font-semibold text-moon-300">
                  {v.value === null ? "not enough to count" : formatFigure(v.value, norm.scale)}
                </td>
                <td className="px-3 py-2 text-right text-mist-300">{formatFigure(norm.men, norm.scale)}</td>
                <td className="px-3 py-2 text-right text-mist-300">{formatFigure(norm.women, norm.scale)}</td>
                <td className="hidden py-2 pl-3 text-mist-400 sm:table-cell">{countedFrom(f, v)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
