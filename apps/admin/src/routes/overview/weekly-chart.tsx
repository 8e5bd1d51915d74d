import { useId } from 'react';
import { formatShortDay } from '../../components/short-day.ts';

type WeeklyChartProps = {
  title: string;
  /** What one unit is called: 'view', 'lead'. */
  unit: string;
  weeks: ReadonlyArray<{ start: string; value: number }>;
  /** Bar colour (a Tailwind fill class). */
  fill: string;
};

const WIDTH = 600;
const HEIGHT = 150;
const BOTTOM = 26;
const TOP = 18;

/** A small bar chart of one number per week, drawn as SVG (no library, nothing fetched): the picture
 * is named by its summary, each bar carries its value as a tooltip, and the same numbers are in a
 * table beside it for screen readers and for reading exactly. */
export function WeeklyChart({ title, unit, weeks, fill }: WeeklyChartProps) {
  const id = useId();
  const most = Math.max(0, ...weeks.map((week) => week.value));
  // The scale: at least 1, so an empty chart is a flat line rather than a division by zero.
  const max = Math.max(1, most);
  const total = weeks.reduce((sum, week) => sum + week.value, 0);
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const units = (count: number) => `${count} ${count === 1 ? unit : `${unit}s`}`;
  const last = weeks.at(-1);
  const summary = `${title}: ${units(total)} in ${weeks.length} weeks${
    last ? `, ${units(last.value)} this week` : ''
  }; the most in one week ${units(most)}.`;
  return (
    <figure className="min-w-0">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="mt-2 h-auto w-full"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-slate-300"
        />
        <text x={0} y={13} className="fill-slate-600 text-[14px]">
          {most}
        </text>
        {weeks.map((week, index) => {
          const height = (week.value / max) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={week.start}>
              <rect
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={barWidth}
                height={Math.max(height, week.value > 0 ? 1 : 0)}
                rx={2}
                className={fill}
              >
                <title>{`Week of ${formatShortDay(week.start)}: ${units(week.value)}`}</title>
              </rect>
              {index % 2 === weeks.length % 2 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 7}
                  textAnchor="middle"
                  className="fill-slate-600 text-[14px]"
                >
                  {formatShortDay(week.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-700">Show as a table</summary>
        <table className="mt-2 w-full text-left text-sm" aria-labelledby={`${id}-title`}>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4 font-semibold">
                Week of
              </th>
              <th scope="col" className="py-1 font-semibold">
                {unit.charAt(0).toUpperCase() + unit.slice(1)}s
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start} className="border-b border-slate-100">
                <td className="py-1 pr-4">
                  <time dateTime={week.start}>{formatShortDay(week.start)}</time>
                </td>
                <td className="py-1 tabular-nums">{week.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
