import { z } from 'zod';
import { text } from './fields';
import { readYaml } from './read';

/**
 * A mail text with {placeholders}: only the names in `known` may appear, and every name in
 * `required` must, so a typo or a lost link fails the build instead of reaching an inbox.
 */
function template(known: readonly string[], required: readonly string[] = []) {
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{(\w*)\}/g)].map((match) => match[1]);
    for (const name of used.filter((name) => !known.includes(name))) {
      context.addIssue({
        code: 'custom',
        message: `{${name}} is not known here (known: ${known.map((k) => `{${k}}`).join(' ')})`,
      });
    }
    for (const name of required.filter((name) => !used.includes(name))) {
      context.addIssue({ code: 'custom', message: `must contain {${name}}` });
    }
  });
}

const contactPlaceholders = ['site', 'reference', 'name', 'email', 'topic', 'message'] as const;
const confirmationPlaceholders = ['site', 'confirmUrl', 'unsubscribeUrl', 'days'] as const;

const mailSchema = z
  .object({
    from: z.object({ name: template(['site']), address: z.email() }).strict(),
    contact: z
      .object({
        subject: template(contactPlaceholders, ['reference']),
        body: template(contactPlaceholders, ['reference', 'message']),
      })
      .strict(),
    newsletterConfirmation: z
      .object({
        subject: template(confirmationPlaceholders),
        body: template(confirmationPlaceholders, ['confirmUrl', 'unsubscribeUrl']),
      })
      .strict(),
  })
  .strict();

export type Mail = z.output<typeof mailSchema>;
export type ContactPlaceholder = (typeof contactPlaceholders)[number];
export type ConfirmationPlaceholder = (typeof confirmationPlaceholders)[number];

/** The e-mails the functions send (`content/mail.yaml`). */
export function loadMail(): Mail {
  return readYaml('mail.yaml', mailSchema);
}
