import { countriesIn, placesWith, weekly } from '@/lib/fact-forms';

// The forms a sentence may ask a fact for, in each language's grammar.

test.each([
  ['en', ['PT', 'ES', 'FR'], 'in Portugal, Spain and France'],
  ['en', ['NL', 'IT'], 'in the Netherlands and Italy'],
  ['pt', ['PT', 'ES', 'FR'], 'em Portugal, em Espanha e em França'],
  ['pt', ['DE', 'NL', 'LU'], 'na Alemanha, nos Países Baixos e no Luxemburgo'],
  ['es', ['PT', 'ES', 'FR'], 'en Portugal, España y Francia'],
  ['es', ['NL', 'GB'], 'en los Países Bajos y el Reino Unido'],
  ['fr', ['PT', 'ES', 'FR'], 'au Portugal, en Espagne et en France'],
  [
    'fr',
    ['IT', 'LU', 'NL', 'CY', 'AT', 'DK'],
    'en Italie, au Luxembourg, aux Pays-Bas, à Chypre, en Autriche et au Danemark',
  ],
] as const)('%s: countries %j are "%s"', (locale, codes, expected) => {
  expect(countriesIn([...codes], locale)).toBe(expected);
});

test.each([
  ['en', ['Lisbon', 'Madrid'], 'in Lisbon and Madrid', 'of Lisbon and Madrid'],
  ['pt', ['Lisboa', 'o Porto'], 'em Lisboa e no Porto', 'de Lisboa e do Porto'],
  ['es', ['Lisboa', 'Madrid'], 'en Lisboa y Madrid', 'de Lisboa y Madrid'],
  ['fr', ['Lisbonne', 'Madrid'], 'à Lisbonne et à Madrid', 'de Lisbonne et de Madrid'],
  ['fr', ['Amsterdam', 'Le Havre'], 'à Amsterdam et au Havre', 'd’Amsterdam et du Havre'],
] as const)('%s: places %j are "%s" and "%s"', (locale, places, inForm, ofForm) => {
  expect(placesWith([...places], 'in', locale)).toBe(inForm);
  expect(placesWith([...places], 'of', locale)).toBe(ofForm);
});

test.each([
  ['en', ['tuesday', 'friday'], 'on Tuesdays and Fridays'],
  ['pt', ['tuesday', 'friday'], 'às terças e sextas-feiras'],
  ['pt', ['friday', 'saturday', 'sunday'], 'às sextas-feiras e aos sábados e domingos'],
  ['es', ['tuesday', 'saturday'], 'los martes y sábados'],
  ['fr', ['tuesday', 'friday'], 'le mardi et le vendredi'],
] as const)('%s: the weekly days %j are "%s"', (locale, days, expected) => {
  expect(weekly([...days], locale)).toBe(expected);
});
