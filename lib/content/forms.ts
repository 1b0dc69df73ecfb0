import { z } from 'zod';
import { template, text } from './fields';
import { readYaml } from './read';

const field = z
  .object({ label: text, hint: text.optional(), autocomplete: text.optional() })
  .strict();

/** The messages of lib/validation.ts's problems, one per problem. */
const validationMessages = z
  .object({
    required: text,
    email: text,
    passwordLength: text,
    tooLong: text,
    markup: text,
    controlCodes: text,
    choice: text,
  })
  .strict();

const formsSchema = z
  .object({
    contact: z
      .object({
        heading: text,
        intro: text,
        fields: z
          .object({
            name: field,
            email: field,
            topic: field.extend({ placeholder: text, options: z.array(text).min(2) }).strict(),
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
      .strict(),
    honeypot: text,
    validation: validationMessages,
  })
  .strict();

export type Forms = z.output<typeof formsSchema>;
export type ValidationMessages = Forms['validation'];
export type RequestMessages = Forms['requests'];

/** Form labels, hints and messages (`content/forms.yaml`). */
export function loadForms(): Forms {
  return readYaml('forms.yaml', formsSchema);
}
