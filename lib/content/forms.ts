import { z } from 'zod';
import { text } from './fields';
import { readYaml } from './read';

const field = z
  .object({ label: text, hint: text.optional(), autocomplete: text.optional() })
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
            topic: field.extend({ options: z.array(text).min(2) }).strict(),
            message: field,
          })
          .strict(),
        submit: text,
      })
      .strict(),
  })
  .strict();

export type Forms = z.output<typeof formsSchema>;

/** Form labels, hints and messages (`content/forms.yaml`). */
export function loadForms(): Forms {
  return readYaml('forms.yaml', formsSchema);
}
