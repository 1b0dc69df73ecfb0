import { drawingsNamedIn } from '@/lib/brand-drawings';
import { loadFacts } from '@/lib/content/facts';
import { languageTags, type Locale } from '@/lib/i18n/locales';

/** A payment method's mark: a brand's drawing (simple-icons), or, without one, its name. */
export interface PaymentMark {
  name: string;
  slug?: string;
}

/** The method's country, when its wording names one: "MB WAY in Portugal" → Portugal. */
const countryOf = (method: string) => / in (.+)$/.exec(method)?.[1];

/** The country a language is written for, in English's words: pt-PT → Portugal. */
const countryFor = (locale: Locale) =>
  new Intl.DisplayNames('en', { type: 'region' }).of(languageTags[locale].split('-')[1]);

function marksIn(method: string): PaymentMark[] {
  const drawn = drawingsNamedIn(method);
  if (drawn.length === 0) return [{ name: method.replace(/ in .+$/, '') }];
  return drawn.map(({ title, slug }) => ({ name: title, slug }));
}

/**
 * The marks of the payment methods in content/facts.yaml, for a page in `locale`: the method of
 * the language's own country first (MB WAY on Portuguese pages, Bizum on Spanish, Cartes
 * Bancaires on French), then the rest in the order the facts list them.
 */
export function paymentMarks(locale: Locale): PaymentMark[] {
  // The brand names and countries are the same in every language; English's list is read for them.
  const methods = loadFacts().payments.methods.value.map((method) => method.en);
  const local = methods.filter((method) => countryOf(method) === countryFor(locale));
  return [...local, ...methods.filter((method) => !local.includes(method))].flatMap(marksIn);
}

/** Every drawn payment mark, whatever the page's language: the files app/marks writes. */
export const drawnPaymentMarks = () =>
  loadFacts().payments.methods.value.flatMap((method) => drawingsNamedIn(method.en));
