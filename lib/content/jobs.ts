import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { countryCode } from './country-code';
import {
  coverCheck,
  coverFields,
  isoDate,
  line,
  markdown,
  pageHead,
  seo,
  slug,
  text,
} from './fields';
import { today } from '@/lib/today';
import { datedCollection, moreHelp } from './collection';
import { PUBLICATION_MARK } from './publication';

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const;

/** The kinds of position in an editor's words; the page shows the jobs page's own labels. */
const employmentTypeWords = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contractor',
  INTERN: 'Internship',
} satisfies Record<(typeof employmentTypes)[number], string>;

export const jobSchema = z
  .object({
    title: seo.title,
    summary: seo.description.describe('Under the title in the list, and in search results.'),
    team: line,
    location: z
      .object({ city: line, country: countryCode })
      .strict()
      .describe('Where the office the hire joins is.'),
    remote: z.boolean().meta({
      title: 'Remote',
      description: 'On if the hire may work from home: then say from which countries.',
    }),
    remoteCountries: z.array(countryCode).min(1).optional().meta({
      title: 'Remote from',
      description:
        'Only for a remote job: the countries a remote hire may live in (employment law and payroll decide this).',
    }),
    employmentType: z.enum(employmentTypes).meta({ optionLabels: employmentTypeWords }),
    posted: isoDate.meta({ ...PUBLICATION_MARK, title: 'Posted on' }),
    validThrough: isoDate.meta({
      title: 'Closing date',
      description: 'After the posted day. The job leaves the site the day after.',
    }),
    salary: z
      .object({
        min: z.number().int().positive().meta({ title: 'From' }),
        max: z.number().int().positive().meta({ title: 'To', description: 'At least From.' }),
        // Every position is paid in euro, gross a year.
        currency: z.literal('EUR'),
        unit: z.literal('YEAR'),
      })
      .strict()
      .describe('Gross a year, in euro.')
      .refine((salary) => salary.min <= salary.max, 'From must not be more than To'),
    slug,
    ...coverFields,
    body: markdown,
  })
  .strict()
  .superRefine(coverCheck)
  .refine((job) => job.posted < job.validThrough, {
    message: 'must be after the day it is posted on',
    path: ['validThrough'],
  })
  .refine((job) => job.remote === Boolean(job.remoteCountries), {
    message: 'names the countries of a remote job, and none for a job at the office',
    path: ['remoteCountries'],
  });

export const jobsPageSchema = z
  .object({
    ...pageHead,
    labels: z
      .object({
        team: line,
        location: text,
        employmentType: text,
        remote: text,
        salary: text,
        perYear: text,
        posted: text,
        validThrough: text,
        back: text,
        employmentTypes: z.object(
          Object.fromEntries(employmentTypes.map((type) => [type, text])) as Record<
            (typeof employmentTypes)[number],
            typeof text
          >,
        ),
      })
      .strict(),
    apply: z
      .object({ heading: text, body: text, button: text, email: z.email(), subject: text })
      .strict(),
    /** What /jobs says when no position is open. */
    empty: moreHelp,
  })
  .strict();

export type Job = z.output<typeof jobSchema>;
export type JobsPage = z.output<typeof jobsPageSchema>;

const jobs = datedCollection('jobs', jobSchema, jobsPageSchema, (job) => job.posted);

/**
 * The open positions (`content/jobs/<slug>.md`), newest first: a job whose `validThrough` day has
 * passed is left out of the build, so it leaves the site with the next (nightly) build.
 */
export function loadJobs(locale: Locale = pageLocale()): Job[] {
  const day = today();
  return jobs.entries(locale).filter((job) => job.validThrough >= day);
}

/** Copy of the jobs pages (`content/jobs/index.yaml`). */
export const loadJobsPage: (locale?: Locale) => JobsPage = jobs.page;
