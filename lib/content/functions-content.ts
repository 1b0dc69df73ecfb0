import { languageName } from '../i18n/language-names';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { mailPicture, markdownToMail } from '../mail-markdown';
import { coverOf } from './fields';
import { loadFacts } from './facts';
import { loadForms } from './forms';
import { loadLetters, sendTime, type Letter } from './letters';
import { loadMail } from './mail';
import { loadSite } from './site';

/**
 * A letter as its mail says it: subject, preview line, and the body as text and as HTML, its
 * cover above the HTML's.
 */
function letterMailCopy(letter: Letter, locale: Locale) {
  const { text, html } = markdownToMail(letter.body, locale);
  const cover = coverOf(letter);
  const picture = cover ? `<p>${mailPicture(cover.src, cover.alt)}</p>\n` : '';
  return { subject: letter.subject, summary: letter.summary, text, html: `${picture}${html}` };
}

/**
 * What the functions write in one language: its name, the contact topics, the mails, and the
 * newsletter's letters by slug.
 */
function languageContent(locale: Locale) {
  return {
    name: languageName(locale),
    topics: loadForms(locale).contact.fields.topic.options,
    mail: loadMail(locale),
    letters: Object.fromEntries(
      loadLetters(locale).map((letter) => [letter.slug, letterMailCopy(letter, locale)]),
    ) as Record<string, ReturnType<typeof letterMailCopy>>,
  };
}

/**
 * What the Cloud Functions need from content/, validated by the same schemas as the pages, in
 * every language: each mail goes out in the language its form was filled in. The functions deploy
 * without this folder, so the build writes this object next to their code.
 */
export function functionsContent() {
  const site = loadSite(defaultLocale);
  return {
    site: { name: site.name, url: site.url },
    supportEmail: loadFacts().email.support,
    /**
     * The letters this build publishes (their pages exist), with when each goes out (ms): the
     * schedule starts each once its time has come.
     */
    letters: loadLetters(defaultLocale).map((letter) => ({
      slug: letter.slug,
      sendAt: sendTime(letter),
    })),
    languages: Object.fromEntries(
      locales.map((locale) => [locale, languageContent(locale)]),
    ) as Record<Locale, ReturnType<typeof languageContent>>,
  };
}

export type FunctionsContent = ReturnType<typeof functionsContent>;
