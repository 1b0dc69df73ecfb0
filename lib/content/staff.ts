import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { pageHead, template, text } from './fields';
import { messagesSection } from './messages';

export const staffSchema = z
  .object({
    ...pageHead,
    loading: text,
    signIn: text,
    signInLink: text,
    notStaff: text,
    failed: text,
    table: z
      .object({
        caption: text,
        letter: text,
        sendAt: text,
        due: text,
        sent: text,
        failed: text,
        bounced: text,
        unsubscribed: text,
        notStarted: text,
        test: text,
        send: text,
        sentTo: template(['email'], ['email']),
        sendFailed: text,
      })
      .strict(),
  })
  .strict();

export type StaffCopy = z.output<typeof staffSchema>;

const readStaffCopy = messagesSection('staff', staffSchema);

/** The staff page's texts (the `staff` section of `content/messages.yaml`). */
export function loadStaff(locale: Locale = pageLocale()): StaffCopy {
  return readStaffCopy(locale);
}
