/**
 * @jest-environment node
 */
import { proofreadContent } from '@/lib/content/proofread-content';
import { proofread } from '@/lib/content/proofreading';
import { locales, type Locale } from '@/lib/i18n/locales';

// What a proofreader checks by rule, run on every language's copy with its facts filled in.

const rulesFound = (text: string, locale: Locale) =>
  proofread(text, locale).map((problem) => problem.rule);

describe('the rules', () => {
  test.each([
    ['en', 'Paid by Verdemar Payments, S.A.. Then', ['doubled-stop']],
    ['en', 'Open the colour picker in the Help Center.', []],
    [
      'en',
      'Our service center and your favorite color.',
      ['british-spelling', 'british-spelling', 'british-spelling'],
    ],
    ['pt', 'Uma pessoa responde em um dia útil, também o sábado.', ['contraction']],
    ['pt', 'Diz “olá” se você quiser.', ['quote-marks', 'quote-marks', 'form-of-address']],
    ['pt', 'Antes de o total chegar, «olá» no prazo de um dia.', []],
    ['es', 'Su referencia llega a el buzón de usted.', ['contraction', 'form-of-address']],
    ['es', 'Todavía el dinero llega al buzón, «hola».', []],
    [
      'fr',
      'Dernière mise à jour: demain. Un litige ? Oui !',
      [
        'space-before-high-punctuation',
        'space-before-high-punctuation',
        'space-before-high-punctuation',
      ],
    ],
    [
      'fr',
      'Réessayez après 18 novembre, ou “demain”.',
      ['quote-marks', 'quote-marks', 'date-article'],
    ],
    [
      'fr',
      'Dernière mise à jour\u00a0: « demain\u202f», après le 18 novembre\u202f!',
      ['quote-spacing'],
    ],
    [
      'fr',
      'Écrivez à [l’équipe](mailto:hello@agora.example?subject=Hi) ou sur https://agora.example/a?b=c.',
      [],
    ],
  ] as const)('%s: %j is marked %j', (locale, text, expected) => {
    expect(rulesFound(text, locale)).toEqual(expected);
  });
});

test.each(locales)('%s: the copy has nothing a proofreader would mark by rule', (locale) => {
  const marked = proofreadContent(locale).flatMap(({ file, problems }) =>
    problems.map(({ message, excerpt }) => `${file}: ${message}: "${excerpt}"`),
  );
  expect(marked).toEqual([]);
});
