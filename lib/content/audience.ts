import { CONVERSIONS, DEVICES, SOURCES } from '@/lib/audience/audience-fields';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { template, text } from './fields';
import { messagesSection } from './messages';

const names = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>).strict();

export const audienceSchema = z
  .object({
    /** The privacy policy's box: stop or resume the measurement in this browser. */
    choice: z
      .object({
        heading: text,
        lead: text,
        off: text,
        on: text,
        offDone: text,
        onDone: text,
        notMeasured: text,
      })
      .strict(),
    /** The staff page's audience figures. */
    report: z
      .object({
        heading: text,
        lead: text,
        period: text,
        days: template(['days'], ['days']),
        csv: text,
        loading: text,
        failed: text,
        empty: text,
        chart: names(['caption', 'day', 'views', 'visits', 'visitors']),
        sections: names([
          'pages',
          'entryPages',
          'sources',
          'languages',
          'devices',
          'conversions',
          'byEntryPage',
          'byAudiencePage',
          'vitals',
        ]),
        columns: names([
          'page',
          'template',
          'views',
          'visits',
          'source',
          'language',
          'device',
          'step',
          'role',
          'count',
          'rate',
          'metric',
          'p75',
          'good',
          'improve',
          'poor',
          'worst',
        ]),
        // A visit's source: every one but a page of the site itself.
        sources: names(SOURCES.filter((source) => source !== 'internal')),
        devices: names(DEVICES),
        steps: names(CONVERSIONS),
        anyRole: text,
      })
      .strict(),
  })
  .strict();

export type AudienceCopy = z.output<typeof audienceSchema>;

const readAudienceCopy = messagesSection('audience', audienceSchema);

/** The audience measurement's texts (the `audience` section of `content/messages.yaml`). */
export function loadAudience(locale: Locale = pageLocale()): AudienceCopy {
  return readAudienceCopy(locale);
}
