import { countryName, formatList, weekdayName, type Weekday } from './format';
import type { Locale } from './i18n/locales';

/**
 * The forms a language bends a fact into so that it fits a sentence: places after "in" or "of",
 * days that come back every week. French says "au Portugal, en Espagne et en France" where English
 * says "in Portugal, Spain and France"; Portuguese says "às terças e sextas-feiras" where English
 * says "on Tuesdays and Fridays". Copy asks for a form by name, {market.countries:in}.
 */

/** French's preposition before a country: "en" unless the name says otherwise (see below). */
const FRENCH_IN: Record<string, string> = {
  // Islands and city states take no article.
  CY: 'à',
  MT: 'à',
  MC: 'à',
  SG: 'à',
  CU: 'à',
  MG: 'à',
  MU: 'à',
  // Plural names.
  NL: 'aux',
  US: 'aux',
  AE: 'aux',
  PH: 'aux',
  // Masculine names ending in -e.
  MX: 'au',
  KH: 'au',
  MZ: 'au',
  ZW: 'au',
};

/**
 * "au Portugal", "en Espagne": a feminine name (ending in -e) or one starting with a vowel takes
 * "en", a masculine one "au"; the exceptions are listed by code.
 */
function frenchCountryIn(code: string): string {
  const name = countryName(code, 'fr');
  const preposition =
    FRENCH_IN[code] ??
    (/^[aeiouyhâéèêîôAEIOUYHÂÉÈÊÎÔ]/.test(name) || /e$/.test(name) ? 'en' : 'au');
  return `${preposition} ${name}`;
}

/** Portuguese countries said without an article: "em Portugal", "em Espanha" (pt-PT). */
const PORTUGUESE_BARE = new Set(['PT', 'ES', 'FR', 'IT', 'AD', 'AO', 'CV', 'CY', 'MT', 'MC', 'MZ']);

/** "em Portugal", "na Alemanha", "nos Países Baixos", "no Reino Unido". */
function portugueseCountryIn(code: string): string {
  const name = countryName(code, 'pt');
  if (PORTUGUESE_BARE.has(code)) return `em ${name}`;
  const plural = /s$/.test(name.split(' ')[0]);
  const feminine = /a$/.test(name.split(' ')[0]);
  return `${feminine ? 'na' : 'no'}${plural ? 's' : ''} ${name}`;
}

/** English names said with "the": "in the Netherlands". */
const ENGLISH_THE = new Set(['NL', 'US', 'GB', 'AE', 'PH', 'BS', 'GM']);
/** Spanish names said with their article: "en los Países Bajos", "en el Reino Unido". */
const SPANISH_ARTICLE: Record<string, string> = { NL: 'los', GB: 'el', AE: 'los', PH: 'las' };

/** Each language's "in" before a country, the article included. */
const countryIn: Record<Locale, (code: string) => string> = {
  en: (code) => `${ENGLISH_THE.has(code) ? 'the ' : ''}${countryName(code, 'en')}`,
  pt: portugueseCountryIn,
  es: (code) => [SPANISH_ARTICLE[code], countryName(code, 'es')].filter(Boolean).join(' '),
  fr: frenchCountryIn,
};

/**
 * Where members are, after the language's "in": "in Portugal, Spain and France", "em Portugal,
 * em Espanha e em França", "en Portugal, España y Francia", "au Portugal, en Espagne et en
 * France". Portuguese and French repeat the preposition, whose form changes with each name.
 */
export function countriesIn(codes: string[], locale: Locale): string {
  const names = codes.map(countryIn[locale]);
  if (locale === 'pt' || locale === 'fr') return formatList(names, locale);
  return `${locale === 'en' ? 'in' : 'en'} ${formatList(names, locale)}`;
}

export type PlaceForm = 'in' | 'of';

const VOWEL = /^[aeiouyhâàéèêîôœAEIOUYHÂÀÉÈÊÎÔŒ]/;

/** French's "à" and "de" before a city's article: Le Havre is "au Havre", "du Havre". */
const FRENCH_CONTRACTED = { in: { Le: 'au', Les: 'aux' }, of: { Le: 'du', Les: 'des' } } as const;

/**
 * A city after "in" or "of", in the languages that say the preposition before each city of a
 * list: French "à Lisbonne", "de Lisbonne", "d’Amsterdam", "au Havre" (Le Havre); Portuguese
 * "em Lisboa", "no Porto" (o Porto).
 */
const placeWith: Record<'pt' | 'fr', (place: string, form: PlaceForm) => string> = {
  pt: (place, form) =>
    /^(os|as|o|a) /.test(place)
      ? `${form === 'in' ? 'n' : 'd'}${place}`
      : `${form === 'in' ? 'em' : 'de'} ${place}`,
  fr: (place, form) => {
    const [, article, rest] = /^(Le|Les) (.*)$/.exec(place) ?? [];
    if (article) return `${FRENCH_CONTRACTED[form][article as 'Le' | 'Les']} ${rest}`;
    if (form === 'in') return `à ${place}`;
    return VOWEL.test(place) ? `d’${place}` : `de ${place}`;
  },
};

/** English's and Spanish's one preposition before the whole list. */
const LIST_PREPOSITION = { en: { in: 'in', of: 'of' }, es: { in: 'en', of: 'de' } } as const;

/**
 * Places after "in" or "of", as the language writes a list of them: "in Lisbon and Madrid",
 * "en Lisboa y Madrid", "à Lisbonne et à Madrid", "de Lisbonne et de Madrid". A place that takes
 * an article is written with it ("o Porto", "Le Havre"), and contracted here.
 */
export function placesWith(places: string[], form: PlaceForm, locale: Locale): string {
  if (locale === 'pt' || locale === 'fr')
    return formatList(
      places.map((place) => placeWith[locale](place, form)),
      locale,
    );
  return `${LIST_PREPOSITION[locale][form]} ${formatList(places, locale)}`;
}

/** Portuguese's plural of a weekday: "terças-feiras", "sábados". */
const portuguesePlural = (name: string) =>
  name.replace(/^(\p{L}+)-feira$/u, '$1s-feiras').replace(/^(sábado|domingo)$/, '$1s');

/**
 * Portuguese days that come back every week: "às terças e sextas-feiras", "aos sábados". Days of
 * one kind share their article, and the "-feiras" of a run is said once, on its last day.
 */
function portugueseWeekly(days: Weekday[]): string {
  const plurals = days.map((day) => portuguesePlural(weekdayName(day, 'pt')));
  const runs: string[][] = [];
  for (const plural of plurals) {
    const run = runs.at(-1);
    if (run && run[0].endsWith('-feiras') === plural.endsWith('-feiras')) run.push(plural);
    else runs.push([plural]);
  }
  return formatList(
    runs.map((run) => {
      const feiras = run[0].endsWith('-feiras');
      const names = feiras
        ? run.map((plural, index) =>
            index < run.length - 1 ? plural.replace('-feiras', '') : plural,
          )
        : run;
      return `${feiras ? 'às' : 'aos'} ${formatList(names, 'pt')}`;
    }),
    'pt',
  );
}

/**
 * Days that come back every week, as the language says them: "on Tuesdays and Fridays", "às
 * terças e sextas-feiras", "los martes y viernes", "le mardi et le vendredi".
 */
export function weekly(days: Weekday[], locale: Locale): string {
  const names = days.map((day) => weekdayName(day, locale));
  switch (locale) {
    case 'en':
      return `on ${formatList(
        names.map((name) => `${name}s`),
        locale,
      )}`;
    case 'pt':
      return portugueseWeekly(days);
    case 'es':
      return `los ${formatList(
        names.map((name) => name.replace(/^(sábado|domingo)$/, '$1s')),
        locale,
      )}`;
    case 'fr':
      return formatList(
        names.map((name) => `le ${name}`),
        locale,
      );
  }
}
