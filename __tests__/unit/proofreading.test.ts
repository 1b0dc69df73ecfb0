/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { proofreadContent } from '@/lib/content/proofread-content';
import { proofread } from '@/lib/content/proofreading';
import { locales, type Locale } from '@/lib/i18n/locales';
import { withContentCopy } from '../support/content-copy';

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
    ['pt', 'Antes de o total chegar, «olá» num dia útil.', []],
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

// What the native editors struck, each as the copy said it before (usage-rules.ts), beside the
// words that replaced it, which no rule marks.
describe('the words native editors struck', () => {
  test.each([
    ['en', "we show it on the buyer's receipt, for your VAT", 'vat-receipt'],
    ['en', 'By default, full rights to the final files.', 'moral-rights'],
    ['pt', 'cada pagamento vem com um recibo que o teu contabilista pode usar', 'vat-receipt'],
    ['pt', 'recebes todos os direitos sobre os ficheiros finais', 'moral-rights'],
    ['pt', 'Um pagamento instantâneo custa 0,50\u00a0€.', 'instant-payout'],
    ['pt', 'o nosso prestador de pagamentos regulado', 'payment-provider'],
    ['pt', 'pagavam comissões de até 20%', 'de-ate'],
    [
      'pt',
      'Os acionistas recebem os relatórios; o conselho de administração reúne.',
      'lda-governance',
    ],
    ['pt', 'as primeiras fotos com luz natural', 'photo-word'],
    ['pt', 'Contamos como o nosso site é utilizado para o podermos melhorar', 'count-how'],
    ['pt', 'Os 12 000 cacifos', 'thousands-space'],
    ['pt', 'Os 62 M€ e os 40 €', 'amount-space'],
    ['es', 'Agora es un marketplace de doble cara', 'two-faced'],
    ['es', 'liberamos el pago al vendedor o talento', 'release-to'],
    ['es', 'ya nunca tengo que perseguir una factura', 'chase-invoice'],
    ['es', 'cada pago irá acompañado de un recibo que tu gestor podrá usar', 'vat-receipt'],
    ['es', 'añade tu número de IVA', 'vat-number'],
    ['es', 'Por defecto, todos los derechos sobre los archivos finales.', 'moral-rights'],
    ['es', 'Contamos cómo se usa nuestro sitio para poder mejorarlo', 'count-how'],
    ['es', 'una suscripción al boletín o a un mensaje', 'newsletter-word'],
    ['es', 'según tu derecho legal de desistimiento', 'legal-right'],
    ['fr', 'L’acheteur paie en séquestre', 'escrow-preposition'],
    ['fr', 'aucune commission sur leurs premiers 250\u00a0€ de ventes', 'amount-word-order'],
    ['fr', 'une liste de talents agréés', 'approved-talent'],
    ['fr', 'Les actionnaires reçoivent les rapports', 'lda-governance'],
    ['es', 'Los accionistas reciben los informes', 'lda-governance'],
    ['fr', 'un reçu exploitable par votre comptable, avec TVA', 'vat-receipt'],
    ['fr', 'par défaut, l’intégralité des droits sur les fichiers finaux', 'moral-rights'],
    ['fr', 'environ 1200\u00a0€ par mois', 'thousands-space'],
    ['fr', 'des consignes\n- par téléphone\u202f; et\n- un IBAN', 'serial-conjunction'],
    ['fr', 'Choisissez **Vendre**', 'button-verb'],
    ['fr', '58\u202f% des membres', 'amount-space'],
    ['fr', 'Nous comptons comment notre site est utilisé', 'count-how'],
    ['fr', 'un abonnement à la lettre d’information', 'newsletter-word'],
    ['fr', 'selon votre droit légal de rétractation', 'legal-right'],
  ] as const)('%s: %j is marked %s', (locale, text, rule) => {
    expect(rulesFound(text, locale)).toContain(rule);
  });

  test.each([
    ['en', 'every payment comes with their VAT invoice; the economic rights to the final files'],
    [
      'pt',
      'uma fatura com IVA; os direitos patrimoniais; uma transferência imediata; até 500 anúncios',
    ],
    ['pt', 'os sócios e a gerência; fotografias; 12\u00a0000 cacifos; 62\u00a0M€'],
    ['pt', 'Medimos a forma como o nosso site é utilizado; registamos que aconteceu'],
    [
      'es',
      'dos mercados en uno; liberamos el pago a favor del vendedor; reclamar facturas; el NIF',
    ],
    ['es', 'todos los derechos de explotación; una factura con el IVA desglosado'],
    [
      'es',
      'Medimos cómo se usa el sitio; te contamos cómo funciona; la newsletter; tu derecho de desistimiento',
    ],
    [
      'fr',
      'placé sous séquestre, jusqu’à 250\u00a0€ de ventes, talents référencés, 1\u202f200\u00a0€',
    ],
    ['fr', 'la cession des droits patrimoniaux, une facture avec TVA, Sélectionnez **Vendre**'],
    [
      'fr',
      'Nous mesurons la façon dont le site est utilisé, la newsletter, un droit de rétractation',
    ],
  ] as const)('%s: %j is not marked', (locale, text) => {
    expect(proofread(text, locale)).toEqual([]);
  });

  test.each([
    ['pt', 'Transferimos nos dias de transferência ({payouts.days}).', 'weekly-days'],
    [
      'fr',
      'Objets et services, une seule place de marché\u00a0: {market.countries}.',
      'country-preposition',
    ],
    ['fr', 'des vendeurs de nos pays ({market.countries})', 'country-preposition'],
    ['fr', 'versements chaque {payouts.days}', 'weekly-days'],
    ['fr', 'nos bureaux de {team.offices}', 'place-preposition'],
  ] as const)(
    '%s: %j, as written, uses a fact bare where it needs a form (%s)',
    (locale, text, rule) => {
      expect(proofread(text, locale, true).map((problem) => problem.rule)).toEqual([rule]);
      const form = text.replace(/\{(\S+?)\}/, (_, name: string) => `{${name}:in}`);
      expect(proofread(form, locale, true)).toEqual([]);
    },
  );
});

describe('a phrase that reads as a tic when repeated, or as a contract outside the legal texts', () => {
  const contentDir = withContentCopy('proofreading');
  const write = (name: string, text: string) =>
    fs.writeFileSync(path.join(contentDir(), 'pt', name), text);
  const marked = (name: string) =>
    proofreadContent('pt')
      .filter(({ file }) => file.endsWith(path.join('pt', name)))
      .flatMap(({ problems }) => problems.map((problem) => problem.rule));

  test('is let through once in a file, and marked each time past that', () => {
    write(
      'cards.yaml',
      'a: Responde no prazo de um dia.\nb: O dinheiro fica retido em segurança.\n',
    );
    expect(marked('cards.yaml')).toEqual([]);
    write('cards.yaml', 'a: Responde no prazo de um dia e decide no prazo de dois.\n');
    expect(marked('cards.yaml')).toEqual(['contract-deadline', 'contract-deadline']);
  });

  test('is the legal texts’ own phrasing there', () => {
    const terms = path.join(contentDir(), 'pt', 'legal', 'termsofuse.md');
    fs.appendFileSync(terms, '\nResponde no prazo de um dia e decide no prazo de dois.\n');
    expect(marked(path.join('legal', 'termsofuse.md'))).toEqual([]);
  });
});

test.each(locales)('%s: the copy has nothing a proofreader would mark by rule', (locale) => {
  const marked = proofreadContent(locale).flatMap(({ file, problems }) =>
    problems.map(({ message, excerpt }) => `${file}: ${message}: "${excerpt}"`),
  );
  expect(marked).toEqual([]);
});
