import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { fill } from '@/lib/format';
import { PENDING_DAYS, type NewsletterPage } from '@/lib/newsletter-pages';
import { pageHead, template, text } from './fields';
import { readYaml } from './read';

/** A page's head whose lead may say how many {days} a confirmation link works. */
const head = {
  ...pageHead,
  lead: template(['days']).transform((lead) => fill(lead, { days: PENDING_DAYS })),
};
const action = { noScript: text, submit: text, working: text };

export const newsletterSchema = z
  .object({
    confirm: z
      .object({ ...head, ...action, done: text })
      .strict()
      .describe(
        "The pages the Agora letter's e-mails link to, unlisted: they serve the reader of a mail, not search engines. Each opens with the fields every page carries; {days} is how long a confirmation link works, filled in at build time.",
      ),
    unsubscribe: z.object({ ...head, ...action }).strict(),
    unsubscribed: z.object(head).strict(),
    invalidLink: z.object(head).strict(),
    subscribeAgain: text.describe(
      'The link from these pages to the newsletter form in the footer.',
    ),
  })
  .strict() satisfies z.ZodType<Record<NewsletterPage, unknown>>;

export type NewsletterCopy = z.output<typeof newsletterSchema>;

/** Copy of the pages the newsletter's e-mails link to (`content/newsletter.yaml`). */
export function loadNewsletter(locale: Locale = pageLocale()): NewsletterCopy {
  return readYaml('newsletter.yaml', newsletterSchema, locale);
}
