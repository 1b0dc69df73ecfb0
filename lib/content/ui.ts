import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { template, text } from './fields';
import { messagesSection } from './messages';

const notice = z.object({ title: text, heading: text, body: text }).strict();

export const uiSchema = z
  .object({
    skipLink: text,
    menuButton: text,
    closeMenu: text,
    mainNav: text,
    languageNav: text,
    socialNav: text,
    feedLink: text,
    redirect: notice.extend({ link: text }).strict(),
    pagination: z
      .object({ label: text, previous: text, next: text, status: text, numbered: text })
      .strict(),
    notFound: notice.omit({ title: true }),
    /**
     * The offer of the same page in this language (components/shell/language-offer-card.tsx),
     * shown on pages in the others; `dismiss` names the page's language ({language}).
     */
    languageOffer: z
      .object({ text, accept: text, dismiss: template(['language'], ['language']) })
      .strict(),
    /** Above a legal text: its last change's {date}, with the language's own punctuation. */
    lastUpdated: template(['date'], ['date']),
    contents: text,
    breadcrumbs: text,
  })
  .strict();

export type Ui = z.output<typeof uiSchema>;

const readUi = messagesSection('ui', uiSchema);

/** Interface texts shared by every page (the `ui` section of `content/messages.yaml`). */
export function loadUi(locale: Locale = pageLocale()): Ui {
  return readUi(locale);
}
