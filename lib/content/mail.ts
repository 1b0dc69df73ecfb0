import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { oneLine, template } from './fields';
import { readYaml } from './read';

const contactPlaceholders = [
  'site',
  'reference',
  'name',
  'email',
  'topic',
  'language',
  'message',
] as const;
// A subject is a header, which mail clients decode and show before the mail is opened: it gets
// no text the visitor typed (the topic is one of the form's options).
const contactSubjectPlaceholders = ['site', 'reference', 'topic'] as const;
const confirmationPlaceholders = ['site', 'confirmUrl', 'unsubscribeUrl', 'days'] as const;
// {letter} is a newsletter letter's own text (content/letters/), in the mail's plain and HTML body.
const letterPlaceholders = ['site', 'letter', 'pageUrl', 'unsubscribeUrl'] as const;

export const mailSchema = z
  .object({
    from: z
      .object({ name: template(['site']), address: z.email() })
      .strict()
      .describe(
        'The e-mails the site sends, as plain text. Words in {braces} are filled in when a mail goes out: each mail knows the ones its hint lists, and the check refuses any other.',
      ),
    contact: z
      .object({
        subject: oneLine(template(contactSubjectPlaceholders, ['reference'])),
        body: template(contactPlaceholders, ['reference', 'message']),
      })
      .strict()
      .describe(
        'To the support inbox ({email.support}, from Company facts): answering it answers the visitor. The subject knows only {site} {reference} {topic}, nothing the visitor typed; the body knows {site} {reference} {name} {email} {topic} {language} {message}.',
      ),
    newsletterConfirmation: z
      .object({
        subject: oneLine(template(confirmationPlaceholders)),
        body: template(confirmationPlaceholders, ['confirmUrl', 'unsubscribeUrl']),
      })
      .strict()
      .describe(
        'To an address someone entered in the newsletter form: without a click on {confirmUrl} the address is deleted after {days} days. Knows {site} {confirmUrl} {unsubscribeUrl} {days}.',
      ),
    letter: z
      .object({ body: template(letterPlaceholders, ['letter', 'pageUrl', 'unsubscribeUrl']) })
      .strict()
      .describe(
        'Around each letter to a subscriber: {letter} is the letter itself (Newsletter letters), whose subject is its own. The same words make the plain-text body and the HTML one, where each address becomes a link. Knows {site} {letter} {pageUrl} {unsubscribeUrl}.',
      ),
  })
  .strict();

export type Mail = z.output<typeof mailSchema>;
export type ContactPlaceholder = (typeof contactPlaceholders)[number];
export type ContactSubjectPlaceholder = (typeof contactSubjectPlaceholders)[number];
export type ConfirmationPlaceholder = (typeof confirmationPlaceholders)[number];
export type LetterPlaceholder = (typeof letterPlaceholders)[number];

/** The e-mails the functions send (`content/mail.yaml`). */
export function loadMail(locale: Locale = pageLocale()): Mail {
  return readYaml('mail.yaml', mailSchema, locale);
}
