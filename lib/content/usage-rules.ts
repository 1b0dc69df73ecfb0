import type { Locale } from '@/lib/i18n/locales';
import type { ProofreadingRule } from './proofreading';

/**
 * Words a native editor of each language struck in the site's copy, as rules: a calque, the wrong
 * term for a thing the law names, a phrase repeated until it reads as a tic, a fact written bare
 * where the sentence needs one of its forms, an amount whose space lets it break. Each message
 * says what to write instead.
 */

/** The legal texts, where a contract's turns of phrase belong. */
const LEGAL_TEXTS = /^legal\//;

/** A receipt where a business needs an invoice to deduct VAT, in each language's words. */
const receipt = (word: string, tax: string, accountant: string, message: string) => ({
  name: 'vat-receipt',
  message,
  pattern: new RegExp(
    `(?<!\\p{L})${word}(?!\\p{L})(?=[^.\\n]*(?<!\\p{L})(?:${tax}|${accountant}))|(?<!\\p{L})(?:${tax}|${accountant})(?!\\p{L})[^.\\n]*(?<!\\p{L})${word}(?!\\p{L})`,
    'giu',
  ),
});

/** A number and its € or % kept together by the no-break space the facts write (8 %, 0,50 €). */
const amountSpace: ProofreadingRule = {
  name: 'amount-space',
  message: 'a number and its € or % take a no-break space between them, as the facts write it',
  pattern: /\d[ \u202f](?=M€|€|%)/g,
};

export const usageRules: Record<Locale, ProofreadingRule[]> = {
  en: [
    receipt(
      'receipts?',
      'VAT',
      'accountant',
      'a business deducts VAT on an invoice, not a receipt',
    ),
    {
      name: 'moral-rights',
      message:
        'moral rights cannot be assigned in Portugal, Spain or France: say "the economic rights"',
      pattern: /\b(?:all|full) rights\b/gi,
    },
  ],
  pt: [
    receipt('recibos?', 'IVA', 'contabilista', 'o IVA deduz-se com fatura, não com recibo'),
    {
      name: 'moral-rights',
      message: 'os direitos morais não se transmitem: «os direitos patrimoniais de autor»',
      pattern: /(?<!\p{L})todos os direitos(?!\p{L})/giu,
    },
    amountSpace,
    {
      name: 'thousands-space',
      message: 'os milhares separam-se com um espaço que não quebra (12 000), como nos factos',
      pattern: /(?<![\d.,]|[A-Z]{2,}[\s\d]*)\d{1,3} \d{3}(?!\d)/g,
    },
    {
      name: 'instant-payout',
      message:
        'o dinheiro que segue para o banco é uma «transferência imediata»; «pagamento» é o que o comprador faz',
      pattern: /(?<!\p{L})pagamentos? instantâneos?(?!\p{L})/giu,
    },
    {
      name: 'payment-provider',
      message:
        '«prestador de serviços de pagamento», o termo da lei, não «prestador de pagamentos»',
      pattern: /(?<!\p{L})prestador(?:es)? de pagamentos(?!\p{L})/giu,
    },
    {
      name: 'de-ate',
      message: '«de até» soa a português do Brasil: «até 500 anúncios», «que chegavam aos 20%»',
      pattern: /(?<!\p{L})de até(?!\p{L})/giu,
    },
    {
      name: 'lda-governance',
      message:
        'uma Lda. tem sócios e gerência (gerentes), não acionistas nem conselho de administração',
      pattern: /(?<!\p{L})(?:acionistas?|conselho de administração)(?!\p{L})/giu,
    },
    {
      name: 'weekly-days',
      message:
        'dias que se repetem todas as semanas vão no plural: {payouts.days:weekly} (às terças e sextas-feiras)',
      pattern: /\{payouts\.days\}/g,
      inSource: true,
    },
    {
      name: 'contract-deadline',
      message:
        '«no prazo de» é linguagem de contrato: fora dos textos legais, «em menos de um dia útil», «tens 7 dias a contar da entrega»',
      pattern: /(?<!\p{L})no prazo de(?!\p{L})/giu,
      perFile: 1,
      outside: LEGAL_TEXTS,
    },
    {
      name: 'held-safely',
      message:
        '«retido em segurança» uma vez por página chega: «guardado», «protegido», «só sai quando confirmas»',
      pattern: /(?<!\p{L})retid[oa]s? em segurança(?!\p{L})/giu,
      perFile: 1,
    },
    {
      name: 'photo-word',
      message: '«fotografia», como no resto do site, não «foto»',
      pattern: /(?<!\p{L})fotos?(?!\p{L})/giu,
    },
    {
      name: 'count-how',
      message:
        '«contamos como» lê-se «narramos como»: «medimos a forma como o site é utilizado», «registamos que aconteceu»',
      pattern: /(?<!\p{L})contamos como(?!\p{L})/giu,
    },
  ],
  es: [
    receipt('recibos?', 'IVA', 'gestor', 'el IVA se deduce con factura, no con recibo'),
    {
      name: 'moral-rights',
      message: 'los derechos morales no se ceden: «todos los derechos de explotación»',
      pattern: /(?<!\p{L})todos los derechos(?! de explotación)(?!\p{L})/giu,
    },
    amountSpace,
    {
      name: 'lda-governance',
      message: 'una Lda. es una sociedad limitada: tiene socios, no accionistas',
      pattern: /(?<!\p{L})accionistas?(?!\p{L})/giu,
    },
    {
      name: 'two-faced',
      message: '«de doble cara» es «hipócrita»: «un marketplace con dos mercados en uno»',
      pattern: /(?<!\p{L})de doble cara(?!\p{L})/giu,
    },
    {
      name: 'release-to',
      message:
        '«liberar al vendedor» es ponerlo en libertad: «liberar el pago a favor del vendedor», «se lo abonamos»',
      pattern:
        /(?<!\p{L})(?:liber\p{L}*|se libera)\s+(?:el pago\s+)?(?:al|a la)\s+(?:vendedor|talento|otra parte|comprador)/giu,
    },
    {
      name: 'chase-invoice',
      message:
        'una factura se reclama; no se persigue: «reclamar facturas», «ir detrás de nadie para cobrar»',
      pattern: /(?<!\p{L})persegu\p{L}*\s+(?:una\s+|las\s+)?facturas?(?!\p{L})/giu,
    },
    {
      name: 'vat-number',
      message: 'en España es el NIF (o NIF-IVA), no el «número de IVA»',
      pattern: /(?<!\p{L})número de IVA(?!\p{L})/giu,
    },
    {
      name: 'held-safely',
      message:
        '«de forma segura» una vez por página basta: «a buen recaudo», «en depósito», «protegido» o solo «retenido»',
      pattern: /(?<!\p{L})de forma segura(?!\p{L})/giu,
      perFile: 1,
    },
    {
      name: 'contract-deadline',
      message:
        '«en un plazo de» suena a contrato: fuera de los textos legales, «en menos de un día hábil», «durante los 14 días siguientes»',
      pattern: /(?<!\p{L})en un plazo de(?!\p{L})/giu,
      perFile: 1,
      outside: LEGAL_TEXTS,
    },
    {
      name: 'count-how',
      message:
        '«contamos cómo» se lee «relatamos cómo»: «medimos cómo se usa el sitio», «registramos que ha ocurrido»',
      pattern: /(?<!(?<!\p{L})(?:te|os|les?|nos) )(?<!\p{L})contamos cómo(?!\p{L})/giu,
    },
    {
      name: 'newsletter-word',
      message: '«newsletter», como en el resto del sitio, no «boletín»',
      pattern: /(?<!\p{L})boletín(?!\p{L})/giu,
    },
    {
      name: 'legal-right',
      message: 'el desistimiento ya es un derecho de la ley: «tu derecho de desistimiento»',
      pattern: /(?<!\p{L})derecho legal de desistimiento(?!\p{L})/giu,
    },
  ],
  fr: [
    receipt(
      'reçus?',
      'TVA',
      'comptable',
      'une entreprise déduit la TVA sur une facture, pas sur un reçu',
    ),
    {
      name: 'moral-rights',
      message: 'le droit moral ne se cède pas : « la cession des droits patrimoniaux »',
      pattern: /(?<!\p{L})(?:l’intégralité|la totalité|tous les) (?:des )?droits(?!\p{L})/giu,
    },
    amountSpace,
    {
      name: 'thousands-space',
      message:
        'les milliers se séparent par une espace fine insécable (1 200 €), comme dans les faits',
      pattern:
        /(?<![\d.,\u202f]|[A-Z]{2,}[\s\d]*)\d{1,3}[ \u00a0]\d{3}(?!\d)|(?<![\d.,\u202f])\d{4,}(?=(?:,\d+)?\u00a0(?:€|M€))/g,
    },
    {
      name: 'lda-governance',
      message:
        'une Lda. est une société à responsabilité limitée : des associés et une gérance (gérants), pas des actionnaires ni un conseil d’administration',
      pattern: /(?<!\p{L})(?:actionnaires?|conseil d’administration)(?!\p{L})/giu,
    },
    {
      name: 'escrow-preposition',
      message: 'l’argent est placé « sous séquestre » ; on ne paie pas « en séquestre »',
      pattern: /(?<!\p{L})en séquestre(?!\p{L})/giu,
    },
    {
      name: 'amount-word-order',
      message: '« jusqu’à 250 € de ventes » ou « les 250 premiers euros », pas « premiers 250 € »',
      pattern: /(?<!\p{L})premiers\s+\d[\d\s]*(?:,\d+)?\s*€/giu,
    },
    {
      name: 'approved-talent',
      message: '« agréé » suppose un agrément officiel : « talents référencés »',
      pattern: /(?<!\p{L})talents? agréés?(?!\p{L})/giu,
    },
    {
      name: 'serial-conjunction',
      message: 'pas de « et » ni de « ou » après le point-virgule d’une énumération',
      pattern: /;\s*(?:et|ou)$/gm,
    },
    {
      name: 'button-verb',
      message:
        'pour un bouton : « Sélectionnez », « Cliquez sur » ou « Appuyez sur », pas « Choisissez »',
      pattern: /(?<!\p{L})[Cc]hoisissez (?:ensuite |puis )?\*\*/gu,
    },
    {
      name: 'country-preposition',
      message:
        'les pays prennent leur préposition : {market.countries:in} (au Portugal, en Espagne et en France), pas une liste après deux-points ou entre parenthèses',
      pattern: /(?::|nos pays \()[\s\u00a0\u202f]*\{market\.countries\}/g,
      inSource: true,
    },
    {
      name: 'weekly-days',
      message: '« chaque mardi et vendredi » : {payouts.days:weekly} (le mardi et le vendredi)',
      pattern: /(?<!\p{L})chaque \{payouts\.days\}/gu,
      inSource: true,
    },
    {
      name: 'place-preposition',
      message:
        'la préposition se répète devant chaque ville : {team.offices:of} (de Lisbonne et de Madrid), {team.offices:in} (à Lisbonne et à Madrid)',
      pattern: /(?<!\p{L})(?:de|à) \{team\.offices\}/gu,
      inSource: true,
    },
    {
      name: 'count-how',
      message:
        'on ne « compte » pas « comment » : « nous mesurons la façon dont le site est utilisé », « nous enregistrons que cela a eu lieu »',
      pattern: /(?<!\p{L})compt\p{L}* comment(?!\p{L})/giu,
    },
    {
      name: 'newsletter-word',
      message: '« newsletter », comme partout ailleurs sur le site, pas « lettre d’information »',
      pattern: /(?<!\p{L})lettres? d[’']information(?!\p{L})/giu,
    },
    {
      name: 'legal-right',
      message:
        'la rétractation est déjà un droit de la loi : « vous disposez d’un droit de rétractation »',
      pattern: /(?<!\p{L})droit légal de rétractation(?!\p{L})/giu,
    },
  ],
};
