import type { AudienceReport, ReportSection } from '@/lib/audience/report';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The whole report as one CSV table: a `section` column, then every field any section has
 * (empty where a section has none). `npm run bench -- --field <file>` reads its vitals rows.
 */
export function reportCsv(report: AudienceReport): string {
  const sections = Object.entries(report).filter(([, rows]) => Array.isArray(rows)) as [
    ReportSection,
    Record<string, unknown>[],
  ][];
  const fields = [...new Set(sections.flatMap(([, rows]) => rows.flatMap(Object.keys)))];
  const lines = [['section', 'from', 'to', ...fields].join(',')];
  for (const [section, rows] of sections) {
    for (const row of rows) {
      lines.push(
        [section, report.from, report.to, ...fields.map((field) => row[field])].map(cell).join(','),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
