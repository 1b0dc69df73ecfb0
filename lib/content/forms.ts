import { z } from 'zod';
import { text } from './fields';
import { readYaml } from './read';

const field = z
  .object({ label: text, hint: text.optional(), autocomplete: text.optional() })
  .strict();

/** The messages of lib/validation.ts's problems, one per problem. */
const validationMessages = z
  .object({ required: text, email: text, passwordLength: text, tooLong: text, markup: text })
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
        sent: text,
        failed: text,
        offline: text,
        rateLimited: text,
        retry: text,
      })
      .strict(),
    newsletter: z
      .object({
        heading: text,
        intro: text,
        email: field,
        submit: text,
        sending: text,
        subscribed: text,
        alreadySubscribed: text,
        offline: text,
        failed: text,
      })
      .strict(),
    validation: validationMessages,
  })
  .strict();

export type Forms = z.output<typeof formsSchema>;
export type ValidationMessages = Forms['validation'];

/** Form labels, hints and messages (`content/forms.yaml`). */
export function loadForms(): Forms {
  return readYaml('forms.yaml', formsSchema);
}
