/**
 * The field's Web Vitals for the bench, from the staff page's CSV export (the audience report):
 * its `vitals` rows, each a template, a device, a metric and the 75th percentile of real visits.
 */
import { readFileSync } from 'node:fs';

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cells(line) {
  const values = [];
  const pattern = /("([^"]|"")*"|[^,]*)(,|$)/g;
  for (const [, cell] of line.matchAll(pattern)) {
    values.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (pattern.lastIndex >= line.length) break;
  }
  return values;
}

/** A template (`/news/[slug]`) as a pattern of the routes it builds. */
const routesOf = (template) => new RegExp(`^${template.replace(/\[\w+\]/g, '[^/]+')}$`);

/**
 * The field LCP of `file` as a function of a route: "phone 1840 ms, desktop 910 ms" for the
 * route's template (its own, or the generated route it belongs to), or "-" where none was measured.
 */
export function fieldLcp(file) {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const names = cells(header);
  const rows = lines
    .map((line) => Object.fromEntries(cells(line).map((value, index) => [names[index], value])))
    .filter((row) => row.section === 'vitals' && row.metric === 'lcp');
  return (route) => {
    const own = rows.filter((row) => row.template === route);
    const matching =
      own.length > 0 ? own : rows.filter((row) => routesOf(row.template).test(route));
    if (matching.length === 0) return '-';
    return matching.map((row) => `${row.device} ${Math.round(Number(row.p75))} ms`).join(', ');
  };
}
