import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import type { Problem } from '@/lib/validation';
import { autocomplete, slug, template, text } from './text';
import { messagesSection } from './messages';

/**
 * A field's words: its label, an optional hint under it, and an optional placeholder, an example
 * of what to type shown in the empty field (never instead of the label, which stays above it).
 */
const field = z
  .object({
    label: text,
    hint: text.optional(),
    placeholder: text.optional(),
    autocomplete: autocomplete.optional(),
  })
  .strict();

/** The messages for what one kind of field's checks can find, one per problem (lib/validation.ts). */
const messagesFor = <P extends Problem>(...problems: P[]) =>
  z
    .object(
      Object.fromEntries(problems.map((problem) => [problem, text])) as Record<P, typeof text>,
    )
    .strict();

/** Field by kind: a form passes each of its fields the messages of its kind (see useForm). */
const validationMessages = z
  .object({
    name: messagesFor('required', 'tooLong', 'markup', 'controlCodes'),
    email: messagesFor('required', 'email'),
    password: messagesFor('required'),
    newPassword: messagesFor('required', 'passwordLength'),
    role: messagesFor('required'),
    topic: messagesFor('required', 'choice'),
    message: messagesFor('required', 'tooLong'),
  })
  .strict();

/** The contact form's topics: an id for links and requests, a label for people. */
const topicOptions = z
  .array(z.object({ id: slug, label: text }).strict())
  .min(2)
  .refine(
    (options) => new Set(options.map((option) => option.id)).size === options.length,
    'every topic needs an id of its own',
  );

export const formsSchema = z
  .object({
    contact: z
      .object({
        heading: text,
        intro: text,
        fields: z
          .object({
            name: field,
            email: field,
            topic: field
              .extend({ placeholder: text, options: topicOptions })
              .strict()
              .describe(
                "Each topic's id chooses it in a link to the form (/contact?topic=<id>; a link to an id not listed here fails the build). The message and the mail to support carry the label.",
              ),
            message: field,
          })
          .strict(),
        submit: text,
        sending: text,
        retry: text,
        sent: template(['reference'], ['reference']),
        inProgress: text,
      })
      .strict(),
    newsletter: z
      .object({
        heading: text,
        intro: text,
        email: field,
        submit: text,
        sending: text,
        checkInbox: template(['email']),
      })
      .strict(),
    requests: z
      .object({
        offline: text,
        backOnline: text,
        timeout: text,
        network: text,
        rateLimited: template(['time'], ['time']),
        failed: text,
      })
      .strict()
      .describe(
        'What every form that posts to our server says when its request does not go through. Nothing the visitor typed is ever cleared by these.',
      ),
    honeypot: text.describe(
      'The label of the field only robots fill (hidden from people and screen readers).',
    ),
    validation: validationMessages.describe(
      'Messages shown beside a field that is not filled in correctly, by kind of field: each says what is wrong and how to put it right. A form offers a field only with a message for every problem its checks can find.',
    ),
  })
  .strict();

export type Forms = z.output<typeof formsSchema>;
export type ValidationMessages = Forms['validation'];
export type RequestMessages = Forms['requests'];

const readForms = messagesSection('forms', formsSchema);

/** Form labels, hints and messages (the `forms` section of `content/messages.yaml`). */
export function loadForms(locale: Locale = pageLocale()): Forms {
  return readForms(locale);
}

/** The ids of the contact form's topics, as `/contact?topic=<id>` names one. */
export function contactTopicIds(): string[] {
  return loadForms().contact.fields.topic.options.map((option) => option.id);
}
