import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { mailPicture, markdownToMail } from '../mail-markdown';
import { coverOf } from './fields';
import { loadLetters, sendTime, type Letter } from './letters';

/**
 * A letter as its mail says it: subject, preview line, and the body as text and as HTML, its
 * cover above the HTML's. The CMS previews a letter with it (lib/cms/letter-preview.ts).
 */
export function letterMailCopy(
  letter: Pick<Letter, 'subject' | 'summary' | 'body' | 'cover' | 'coverAlt'>,
  locale: Locale,
) {
  const { text, html } = markdownToMail(letter.body, locale);
  const cover = coverOf(letter);
  const picture = cover ? `<p>${mailPicture(cover.src, cover.alt)}</p>\n` : '';
  return { subject: letter.subject, summary: letter.summary, text, html: `${picture}${html}` };
}

/**
 * The newsletter's letters as the functions send them: each one's time (ms) and its mail in every
 * language, validated by the schemas the pages use. The site publishes them at SITE_LETTERS_PATH
 * (lib/site-letters-path.ts) and the functions read them there when a letter's time comes
 * (functions/src/site-letters.ts), so a letter merged any time before its time goes out then: a
 * change to content deploys the site alone, and nothing need be deployed on the day. What is there
 * is public, as the letter's page is from the same deploy on (lib/content/letters.ts).
 */
export function siteLetters() {
  const byLocale = new Map(locales.map((locale) => [locale, loadLetters(locale)]));
  return {
    letters: byLocale.get(defaultLocale)!.map((letter) => ({
      slug: letter.slug,
      sendAt: sendTime(letter),
      mail: Object.fromEntries(
        locales.map((locale) => {
          const own = byLocale.get(locale)!.find((entry) => entry.slug === letter.slug)!;
          return [locale, letterMailCopy(own, locale)];
        }),
      ) as Record<Locale, ReturnType<typeof letterMailCopy>>,
    })),
  };
}

export type SiteLetters = ReturnType<typeof siteLetters>;

/** A letter in one language as the functions send it. */
export type LetterCopy = SiteLetters['letters'][number]['mail'][Locale];
