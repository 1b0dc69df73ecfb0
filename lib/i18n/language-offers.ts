import { loadUi } from '@/lib/content/ui';
import { fill } from '@/lib/format';
import { languageNameIn } from './language-names';
import { locales, type Locale } from './locales';

/** The offer of a page in one language, in that language, ready to show. */
export interface LanguageOffer {
  text: string;
  accept: string;
  /** Staying in each of the other languages, named in this one: "Continuar em inglês". */
  dismiss: Partial<Record<Locale, string>>;
}

export type LanguageOffers = Record<Locale, LanguageOffer>;

/**
 * Every language's offer, for app/language-offer.json: its words are filled in here, at build
 * time, so the browser only picks one out and needs neither templates nor `Intl`'s names.
 */
export function languageOffers(): LanguageOffers {
  return Object.fromEntries(
    locales.map((offered) => {
      const { text, accept, dismiss } = loadUi(offered).languageOffer;
      const stay = locales
        .filter((page) => page !== offered)
        .map((page) => [page, fill(dismiss, { language: languageNameIn(page, offered) })]);
      return [offered, { text, accept, dismiss: Object.fromEntries(stay) }];
    }),
  ) as LanguageOffers;
}
