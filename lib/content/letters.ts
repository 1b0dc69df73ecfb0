import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { reservedLetterSlugs } from '@/lib/newsletter-pages';
import { today } from '@/lib/today';
import { coverCheck, coverFields, markdown, seo, slug, text } from './fields';
import { datedCollection } from './collection';
import { PUBLICATION_MARK } from './publication';

/**
 * When a letter goes out: an ISO date-time that names its zone (2026-11-02T09:00:00Z,
 * 2026-11-02T10:00:00+01:00), or a date alone, which means midnight UTC that day.
 */
const sendAt = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error:
    'must be an ISO date-time with its zone (2026-11-02T09:00:00Z, 2026-11-02T10:00:00+01:00) or a date (2026-11-02: midnight UTC)',
});

/** The field a letter's send time is in: a kind with it is sent (letter-send-times.ts). */
export const SEND_TIME_FIELD = 'sendAt';

export const letterSchema = z
  .object({
    subject: seo.title.describe("The mail's subject and the letter page's title."),
    summary: seo.description.describe(
      "The line a mail program shows after the subject, and the letter page's description.",
    ),
    [SEND_TIME_FIELD]: sendAt.meta({
      ...PUBLICATION_MARK,
      title: 'Send at',
      description: 'The moment the letter is sent to its subscribers.',
    }),
    slug: slug.refine((value) => !reservedLetterSlugs.includes(value), {
      message: `must not be one of the newsletter's own pages (${reservedLetterSlugs.join(', ')})`,
    }),
    ...coverFields,
    body: markdown,
  })
  .strict()
  .superRefine(coverCheck);

export const lettersPageSchema = z
  .object({
    labels: z.object({ sent: text }).strict(),
    /** Under the letter: the way to get the next one (the form at the foot of every page). */
    subscribe: text,
  })
  .strict();

export type Letter = z.output<typeof letterSchema>;
export type LettersPage = z.output<typeof lettersPageSchema>;

/** When a letter goes out, in milliseconds since 1970. */
export const sendTime = (letter: Pick<Letter, 'sendAt'>) => Date.parse(letter.sendAt);

/** The day (UTC) a letter goes out, as its page shows it. */
export const sendDay = (letter: Pick<Letter, 'sendAt'>) =>
  new Date(sendTime(letter)).toISOString().slice(0, 10);

const letters = datedCollection('letters', letterSchema, lettersPageSchema, (letter) =>
  new Date(sendTime(letter)).toISOString(),
);

/**
 * The newsletter's letters (`content/letters/<slug>.md`), newest first, those still to go
 * included. A letter's page is published with it, so it is there when the mails that link it
 * arrive, however long before its time the letter was merged; until its day it is unlisted (out of
 * the sitemap and the search index, `noindex`). The functions send it at its time, reading it from
 * the site (lib/content/site-letters.ts): no deploy is needed on the day.
 */
export function loadLetters(locale: Locale = pageLocale()): Letter[] {
  return letters.entries(locale);
}

/** Whether a letter has gone out by the day the site is built (lib/today.ts). */
export const isSent = (letter: Pick<Letter, 'sendAt'>) => sendDay(letter) <= today();

/** Copy of the letters' pages (`content/letters/index.yaml`). */
export const loadLettersPage: (locale?: Locale) => LettersPage = letters.page;
