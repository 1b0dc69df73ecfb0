'use client';

import type { User } from 'firebase/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { apiEndpoints } from '@/lib/api-endpoints';
import { audienceOf } from '@/lib/audiences';
import { CONVERSIONS, METRICS } from '@/lib/audience/audience-fields';
import { PERIODS, type AudienceReport, type Period } from '@/lib/audience/report';
import type { AudienceCopy } from '@/lib/content/audience';
import { fill } from '@/lib/format';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { withoutLocale } from '@/lib/i18n/paths';
import { reportCsv } from './audience-csv';
import { DailyChart } from './daily-chart';

type Copy = AudienceCopy['report'];
type State = { view: 'loading' | 'failed' } | { view: 'report'; report: AudienceReport };

/** One table of the report: a caption, its columns' headings, then one row per entry. */
function Table({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: ReactNode[][];
}) {
  return (
    <div
      className="mt-3 overflow-x-auto rounded-xl border border-line"
      role="region"
      aria-label={caption}
      // Wider than a phone: its box scrolls, reachable from the keyboard.
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`p-2 font-semibold ${index ? 'text-right' : ''}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index} className="border-b border-line last:border-0">
              <th scope="row" className="p-2 font-medium wrap-anywhere">
                {first}
              </th>
              {rest.map((value, column) => (
                <td key={column} className="p-2 text-right tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Good, needs improvement and poor as one bar beside the figures (the cells carry them in words). */
function Shares({ good, improve, poor }: { good: number; improve: number; poor: number }) {
  const total = Math.max(1, good + improve + poor);
  return (
    <span
      className="ml-2 inline-flex h-2 w-20 overflow-hidden rounded align-middle"
      aria-hidden="true"
    >
      <span
        className="bg-emerald-600 dark:bg-emerald-400"
        style={{ width: `${(good / total) * 100}%` }}
      />
      <span
        className="bg-amber-500 dark:bg-amber-300"
        style={{ width: `${(improve / total) * 100}%` }}
      />
      <span
        className="bg-rose-600 dark:bg-rose-400"
        style={{ width: `${(poor / total) * 100}%` }}
      />
    </span>
  );
}

/**
 * The audience's figures for a staff account, from the daily tables (the report function): the
 * last 7, 28 or 90 days, a chart of visits and visitors per day, the rankings, the conversion
 * rates and the Web Vitals, each a table, and the whole as CSV.
 */
export function StaffAudience({ user, copy, locale }: { user: User; copy: Copy; locale: Locale }) {
  const [days, setDays] = useState<Period>(PERIODS[0]);
  const [state, setState] = useState<State>({ view: 'loading' });

  useEffect(() => {
    let active = true;
    user
      .getIdToken()
      .then((token) =>
        fetch(apiEndpoints.audienceReport, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ days }),
        }),
      )
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const report = (await response.json()) as AudienceReport;
        if (!Array.isArray(report.traffic)) throw new Error('not a report');
        if (active) setState({ view: 'report', report });
      })
      .catch(() => active && setState({ view: 'failed' }));
    return () => {
      active = false;
    };
  }, [user, days]);

  const tag = languageTags[locale];
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const dayFormat = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const format = (value: number) => number.format(value);
  const rate = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : '–');
  const columns = copy.columns;

  function download(report: AudienceReport) {
    const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `audience-${report.from}-${report.to}.csv`,
    });
    link.click();
    URL.revokeObjectURL(url);
  }

  const header = (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted" id="audience-period">
        {copy.period}
      </span>
      <div role="group" aria-labelledby="audience-period" className="flex flex-wrap gap-2">
        {PERIODS.map((period) => (
          <Button
            key={period}
            variant="secondary"
            aria-pressed={days === period}
            onClick={() => {
              setDays(period);
              setState({ view: 'loading' });
            }}
            className="aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-white"
          >
            {fill(copy.days, { days: String(period) })}
          </Button>
        ))}
      </div>
      {state.view === 'report' && (
        <Button variant="secondary" onClick={() => download(state.report)}>
          {copy.csv}
        </Button>
      )}
    </div>
  );

  if (state.view !== 'report') {
    return (
      <section aria-labelledby="audience-heading" className="mt-8">
        <h2 id="audience-heading" className="text-2xl font-bold text-ink">
          {copy.heading}
        </h2>
        {header}
        <p role="status" className="mt-4 text-muted">
          {state.view === 'loading' ? copy.loading : copy.failed}
        </p>
      </section>
    );
  }

  const { report } = state;
  const sections = copy.sections;
  const step = (conversion: string) => copy.steps[conversion as keyof Copy['steps']] ?? conversion;
  const pivot = <R extends { page: string; conversion: string | null; conversions: number }>(
    rows: R[],
  ) => {
    const pages = new Map<string, { row: R; counts: Record<string, number> }>();
    for (const row of rows) {
      const entry = pages.get(row.page) ?? { row, counts: {} };
      if (row.conversion) entry.counts[row.conversion] = row.conversions;
      pages.set(row.page, entry);
    }
    return [...pages.values()];
  };
  const byEntry = pivot(report.byEntryPage);
  const byAudience = pivot(report.byStartPage).filter(({ row }) =>
    audienceOf(withoutLocale(row.page)),
  );
  const worst = (template: string, device: string, metric: string) =>
    report.targets.find(
      (target) =>
        target.template === template && target.device === device && target.metric === metric,
    )?.target ?? '';
  const empty = report.traffic.length === 0;
  // Every day of the period, a day without visits as zero: the chart's width is the period's.
  const daily: AudienceReport['traffic'] = [];
  for (let at = Date.parse(report.from); at <= Date.parse(report.to); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    daily.push(
      report.traffic.find((row) => row.day === day) ?? { day, views: 0, visits: 0, visitors: 0 },
    );
  }

  return (
    <section aria-labelledby="audience-heading" className="mt-8">
      <h2 id="audience-heading" className="text-2xl font-bold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{copy.lead}</p>
      {header}
      {empty && (
        <p role="status" className="mt-4 text-muted">
          {copy.empty}
        </p>
      )}
      <h3 className="mt-6 text-lg font-semibold text-ink">{copy.chart.caption}</h3>
      <DailyChart
        traffic={daily}
        copy={copy.chart}
        format={format}
        formatDay={(day) => dayFormat.format(new Date(`${day}T00:00:00Z`))}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.pages}</h3>
          <Table
            caption={sections.pages}
            headings={[columns.page, columns.views, columns.visits]}
            rows={report.pages.map((row) => [row.page, format(row.views), format(row.entries)])}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.entryPages}</h3>
          <Table
            caption={sections.entryPages}
            headings={[columns.page, columns.visits]}
            rows={report.entryPages.map((row) => [row.page, format(row.visits)])}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.sources}</h3>
          <Table
            caption={sections.sources}
            headings={[columns.source, columns.visits]}
            rows={report.sources.map((row) => [
              copy.sources[row.source as keyof Copy['sources']] ?? row.source,
              format(row.visits),
            ])}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.languages}</h3>
          <Table
            caption={sections.languages}
            headings={[columns.language, columns.views, columns.visits]}
            rows={report.languages.map((row) => [
              new Intl.DisplayNames([tag], { type: 'language' }).of(row.locale) ?? row.locale,
              format(row.views),
              format(row.visits),
            ])}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.devices}</h3>
          <Table
            caption={sections.devices}
            headings={[columns.device, columns.views, columns.visits]}
            rows={report.devices.map((row) => [
              copy.devices[row.device as keyof Copy['devices']] ?? row.device,
              format(row.views),
              format(row.visits),
            ])}
          />
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{sections.conversions}</h3>
          <Table
            caption={sections.conversions}
            headings={[columns.step, columns.role, columns.count]}
            rows={report.conversions.map((row) => [
              step(row.conversion),
              row.role || copy.anyRole,
              format(row.conversions),
            ])}
          />
        </div>
      </div>
      <h3 className="mt-6 text-lg font-semibold text-ink">{sections.byEntryPage}</h3>
      <Table
        caption={sections.byEntryPage}
        headings={[columns.page, columns.visits, ...CONVERSIONS.map(step)]}
        rows={byEntry.map(({ row, counts }) => [
          row.page,
          format(row.visits),
          ...CONVERSIONS.map((conversion) => rate(counts[conversion] ?? 0, row.visits)),
        ])}
      />
      <h3 className="mt-6 text-lg font-semibold text-ink">{sections.byAudiencePage}</h3>
      <Table
        caption={sections.byAudiencePage}
        headings={[columns.page, columns.views, ...CONVERSIONS.map(step)]}
        rows={byAudience.map(({ row, counts }) => [
          row.page,
          format(row.views),
          ...CONVERSIONS.map((conversion) => rate(counts[conversion] ?? 0, row.views)),
        ])}
      />
      <h3 className="mt-6 text-lg font-semibold text-ink">{sections.vitals}</h3>
      <Table
        caption={sections.vitals}
        headings={[
          columns.template,
          columns.device,
          columns.metric,
          columns.visits,
          columns.p75,
          columns.good,
          columns.improve,
          columns.poor,
          columns.worst,
        ]}
        rows={[...report.vitals]
          .sort((a, b) => METRICS.indexOf(a.metric as never) - METRICS.indexOf(b.metric as never))
          .sort((a, b) => a.template.localeCompare(b.template))
          .map((row) => [
            row.template,
            copy.devices[row.device as keyof Copy['devices']] ?? row.device,
            row.metric.toUpperCase(),
            format(row.visits),
            row.metric === 'cls' ? (row.p75 / 1000).toFixed(3) : `${format(row.p75)} ms`,
            <>
              {rate(row.good, row.visits)}
              <Shares {...row} />
            </>,
            rate(row.improve, row.visits),
            rate(row.poor, row.visits),
            <code key="worst" className="text-xs">
              {worst(row.template, row.device, row.metric)}
            </code>,
          ])}
      />
    </section>
  );
}
