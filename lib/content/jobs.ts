import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { isoDate, markdown, pageHead, seo, slug, text } from './fields';
import { today } from '@/lib/today';
import { datedCollection, moreHelp } from './collection';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const;

export const jobSchema = z
  .object({
    title: seo.title,
    summary: seo.description,
    team: text,
    location: z.object({ city: text, country: countryCode }).strict(),
    remote: z.boolean(),
    /** Where a remote hire may live (employment law and payroll decide this). */
    remoteCountries: z.array(countryCode).min(1).optional(),
    employmentType: z.enum(employmentTypes),
    posted: isoDate,
    validThrough: isoDate,
    salary: z
      .object({
        min: z.number().int().positive(),
        max: z.number().int().positive(),
        currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
        unit: z.literal('YEAR'),
      })
      .strict()
      .refine((salary) => salary.min <= salary.max, 'min must not exceed max'),
    slug,
    body: markdown,
  })
  .strict()
  .refine((job) => job.posted < job.validThrough, {
    message: 'must be after posted',
    path: ['validThrough'],
  })
  .refine((job) => job.remote === Boolean(job.remoteCountries), {
    message: 'is required for remote jobs and only for them',
    path: ['remoteCountries'],
  });

export const jobsPageSchema = z
  .object({
    ...pageHead,
    labels: z
      .object({
        team: text,
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
