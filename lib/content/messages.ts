import type { Locale } from '@/lib/i18n/locales';
import { z } from 'zod';
import { readYaml } from './read';

/**
 * The sections of `content/messages.yaml`, each language's one file of interface messages: each
 * section's module (ui.ts, forms.ts, auth.ts, search.ts, staff.ts, audience.ts) holds its schema
 * and loader.
 */
export const MESSAGE_SECTIONS = ['ui', 'forms', 'auth', 'search', 'staff', 'audience'] as const;

export type MessageSection = (typeof MESSAGE_SECTIONS)[number];

export const MESSAGES_FILE = 'messages.yaml';

/**
 * A loader of one section of the messages file, validated by that section's schema. Each section
 * reads the file through here rather than one schema of the whole file, which would import every
 * section's module and with it, through fields.ts, the forms' topics back.
 */
export function messagesSection<S extends z.ZodType>(section: MessageSection, schema: S) {
  const file = z.looseObject({ [section]: schema }).superRefine((data, context) => {
    for (const key of Object.keys(data).filter(
      (key) => !(MESSAGE_SECTIONS as readonly string[]).includes(key),
    ))
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `is not a section of the messages (${MESSAGE_SECTIONS.join(', ')})`,
      });
  });
  return (locale: Locale): z.output<S> =>
    (readYaml(MESSAGES_FILE, file, locale) as Record<MessageSection, z.output<S>>)[section];
}
