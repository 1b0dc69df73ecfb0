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
    redirect: notice
      .extend({ link: text })
      .strict()
      .describe(
        'Addresses that only send visitors on (/ to /welcome, /news/page/1 to /news), when the host cannot answer with a redirect of its own.',
      ),
    pagination: z
      .object({
        label: text,
        previous: text,
        next: text,
        status: text,
        numbered: text.describe(
          "The title and heading of the pages after the first: the list's own, numbered.",
        ),
      })
      .strict()
      .describe('Lists longer than one page (news, jobs).'),
    notFound: notice.omit({ title: true }),
    /**
     * The offer of the same page in this language (components/shell/language-offer-card.tsx),
     * shown on pages in the others; `dismiss` names the page's language ({language}).
     */
    languageOffer: z
      .object({ text, accept: text, dismiss: template(['language'], ['language']) })
      .strict()
      .describe(
        'Offered once, on a page in another language, to a visitor whose browser prefers this one. {language} is the page\'s language, named in this one ("Portuguese").',
      ),
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
