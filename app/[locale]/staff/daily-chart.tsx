import type { AudienceCopy } from '@/lib/content/audience';
import type { AudienceReport } from '@/lib/audience/report';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

/**
 * Visits (bars) and visitors (a line) per day, drawn from the daily figures in the theme's own
 * colours; the figures are also a table, which is what a screen reader reads (the drawing is
 * hidden from it), and what anyone sees with the table shown.
 */
export function DailyChart({
  traffic,
  copy,
  format,
  formatDay,
}: {
  traffic: AudienceReport['traffic'];
  copy: AudienceCopy['report']['chart'];
  format: (value: number) => string;
  formatDay: (day: string) => string;
}) {
  const top = Math.max(1, ...traffic.map((day) => Math.max(day.visits, day.visitors)));
  const step = (WIDTH - 2 * PAD) / Math.max(1, traffic.length);
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  const line = traffic
    .map((day, index) => `${PAD + step * (index + 0.5)},${y(day.visitors)}`)
    .join(' ');
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-3xl text-brand-700 dark:text-brand-300"
        aria-hidden="true"
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={HEIGHT - PAD}
          y2={HEIGHT - PAD}
          className="stroke-line"
        />
        {traffic.map((day, index) => (
          <rect
            key={day.day}
            x={PAD + step * index + step * 0.15}
            width={step * 0.7}
            y={y(day.visits)}
            height={HEIGHT - PAD - y(day.visits)}
            className="fill-current opacity-60"
          />
        ))}
        <polyline points={line} fill="none" strokeWidth={3} className="stroke-ink" />
        {traffic.map((day, index) => (
          <circle
            key={day.day}
            cx={PAD + step * (index + 0.5)}
            cy={y(day.visitors)}
            r={4}
            className="fill-ink"
          />
        ))}
        <text x={PAD} y={PAD - 10} className="fill-muted text-xs">
          {format(top)}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-muted">
        <span className="mr-4 inline-flex items-center gap-1">
          <span className="inline-block size-3 bg-brand-700/60 dark:bg-brand-300/60" />
          {copy.visits}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-ink" />
          {copy.visitors}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            <th scope="col">{copy.views}</th>
            <th scope="col">{copy.visits}</th>
            <th scope="col">{copy.visitors}</th>
          </tr>
        </thead>
        <tbody>
          {traffic.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{format(day.views)}</td>
              <td>{format(day.visits)}</td>
              <td>{format(day.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
