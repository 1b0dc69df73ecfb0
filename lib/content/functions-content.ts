import { languageName } from '../i18n/language-names';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { loadFacts } from './facts';
import { loadForms } from './forms';
import { loadMail } from './mail';
import { loadSite } from './site';

/** What the functions write in one language: its name, the contact topics and the mails. */
function languageContent(locale: Locale) {
  return {
    name: languageName(locale),
    topics: loadForms(locale).contact.fields.topic.options,
    mail: loadMail(locale),
  };
}

/**
 * What the Cloud Functions need from content/, validated by the same schemas as the pages, in
 * every language: each mail goes out in the language its form was filled in. The functions deploy
 * without this folder, so the build writes this object next to their code. The newsletter's
 * letters are not in it: the functions read them from the site (site-letters.ts), which a change
 * to content deploys.
 */
export function functionsContent() {
  const site = loadSite(defaultLocale);
  return {
    site: { name: site.name, url: site.url },
    supportEmail: loadFacts().email.support,
    languages: Object.fromEntries(
      locales.map((locale) => [locale, languageContent(locale)]),
    ) as Record<Locale, ReturnType<typeof languageContent>>,
  };
}

export type FunctionsContent = ReturnType<typeof functionsContent>;
