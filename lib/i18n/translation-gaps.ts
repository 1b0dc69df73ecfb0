/**
 * What a translation of a content document lacks or adds compared with its English source: the
 * same keys, the same list lengths, the same {placeholders} in every text, the same values where a
 * value is not words (addresses, emoji, icons, kinds, dates, numbers), the same Markdown headings,
 * and no sentence left in English.
 */

/** Keys whose values name things rather than say them: a translation keeps them as they are. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'href',
  'src',
  'url',
  'logo',
  'emoji',
  'portrait',
  'icon',
  'kind',
  'id',
  'slug',
  'topic',
  'topics',
  'autocomplete',
  'currency',
  'unit',
]);

/** Addresses, dates and constants (FULL_TIME, PT) are not words either, whatever their key. */
const NOT_WORDS = [/^(\/|https?:|mailto:|#)/, /^\d{4}-\d{2}-\d{2}/, /^[A-Z][A-Z0-9_]*$/];

const PLACEHOLDER = /\{[^{}\s]+\}/g;
/** An English text this long left as it is reads as a missed translation, not a name. */
const UNTRANSLATED_WORDS = 4;

/**
 * A text's {placeholders}, each fact once whatever form its language writes it in: French's
 * {market.countries:in} is English's {market.countries}.
 */
const placeholders = (text: string) =>
  [
    ...new Set((text.match(PLACEHOLDER) ?? []).map((name) => name.replace(/:[a-z]+\}$/, '}'))),
  ].sort();

/** What a translated text lacks and adds of English's {placeholders}, said as an editor reads it. */
function placeholderGaps(where: string, english: string, translated: string): string[] {
  const [expected, found] = [placeholders(english), placeholders(translated)];
  const lacks = expected.filter((name) => !found.includes(name));
  const adds = found.filter((name) => !expected.includes(name));
  return [
    ...(lacks.length ? [`${where}: lacks ${lacks.join(' ')}, which English has`] : []),
    ...(adds.length ? [`${where}: has ${adds.join(' ')}, which English has not`] : []),
  ];
}
const notWords = (text: string) => NOT_WORDS.some((pattern) => pattern.test(text));
const words = (text: string) => text.replace(PLACEHOLDER, '').split(/\s+/).filter(Boolean).length;

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  return typeof value === 'object' ? 'a group' : typeof value;
}

export function documentGaps(english: unknown, translated: unknown, at = ''): string[] {
  const where = at || '(file)';
  const key =
    at
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (Array.isArray(english)) {
    if (!Array.isArray(translated))
      return [`${where}: should be a list, is ${describe(translated)}`];
    if (english.length !== translated.length)
      return [`${where}: ${translated.length} entries, English has ${english.length}`];
    return english.flatMap((item, index) =>
      documentGaps(item, translated[index], `${at}[${index}]`),
    );
  }
  if (english && typeof english === 'object' && !(english instanceof Date)) {
    if (!translated || typeof translated !== 'object' || Array.isArray(translated))
      return [`${where}: should be a group, is ${describe(translated)}`];
    const source = english as Record<string, unknown>;
    const target = translated as Record<string, unknown>;
    const missing = Object.keys(source)
      .filter((name) => !(name in target))
      .map((name) => `${at ? `${at}.` : ''}${name}: missing`);
    const extra = Object.keys(target)
      .filter((name) => !(name in source))
      .map((name) => `${at ? `${at}.` : ''}${name}: not in English`);
    const inner = Object.keys(source)
      .filter((name) => name in target)
      .flatMap((name) => documentGaps(source[name], target[name], at ? `${at}.${name}` : name));
    return [...missing, ...extra, ...inner];
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string')
      return [`${where}: should be text, is ${describe(translated)}`];
    // A label under such a key (help's `labels.topic: Topic`) is words again.
    const names = SAME_IN_EVERY_LANGUAGE.has(key) && !/^\p{Lu}\p{Ll}/u.test(english);
    // A mail link's subject is words its reader reads: only the address must stay.
    const kept = (text: string) => (text.startsWith('mailto:') ? text.split('?')[0] : text);
    if (names || notWords(english))
      return kept(translated) === kept(english) ? [] : [`${where}: should stay "${kept(english)}"`];
    const gaps = placeholderGaps(where, english, translated);
    if (translated === english && words(english) >= UNTRANSLATED_WORDS)
      gaps.push(`${where}: still in English`);
    return gaps;
  }
  const same =
    english instanceof Date && translated instanceof Date
      ? english.getTime() === translated.getTime()
      : english === translated;
  return same ? [] : [`${where}: should stay ${String(english)}`];
}

const HEADING = /^(#{1,6}) /gm;

/** A Markdown body's gaps: its headings (level by level, "## ###") and its {placeholders}. */
export function markdownGaps(english: string, translated: string): string[] {
  const marks = (body: string) => [...body.matchAll(HEADING)].map((match) => match[1]).join(' ');
  const gaps: string[] = [];
  if (english.trim() && english.trim() === translated.trim()) gaps.push('body: still in English');
  if (marks(english) !== marks(translated))
    gaps.push(
      `body: headings ${marks(translated) || 'none'} where English has ${marks(english) || 'none'}`,
    );
  return [...gaps, ...placeholderGaps('body', english, translated)];
}
