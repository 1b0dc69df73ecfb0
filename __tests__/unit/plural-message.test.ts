import { pluralMessage } from '@/lib/content/plural-message';
import { loadSearch } from '@/lib/content/search';
import { locales, languageTags } from '@/lib/i18n/locales';
import { pluralForm } from '@/lib/plural-form';

const field = pluralMessage('count', ['query'], ['query']);

describe('an ICU plural message in content', () => {
  test('becomes one template per form, # as the counted argument', () => {
    expect(
      field.parse(
        '{count, plural, =0 {No “{query}”} one {# page, “{query}”} other {# pages, “{query}”}}',
      ),
    ).toEqual({
      '=0': 'No “{query}”',
      one: '{count} page, “{query}”',
      other: '{count} pages, “{query}”',
    });
  });

  test.each([
    ['not ICU', '{count, plural, one {# page}', /is not an ICU message/],
    [
      'words around the plural',
      'Found {count, plural, one {# page} other {# pages}}',
      /must be one plural message/,
    ],
    [
      'another argument counted',
      '{total, plural, one {# page} other {# pages}}',
      /must be one plural message/,
    ],
    ['no other', '{count, plural, one {# page “{query}”}}', /other/],
    [
      'a form no language has',
      '{count, plural, lots {# “{query}”} other {# “{query}”}}',
      /"lots" is neither/,
    ],
    [
      'an unknown argument',
      '{count, plural, one {# {qery} {query}} other {# “{query}”}}',
      /\{qery\} is not known/,
    ],
    [
      'a sentence missing a required one',
      '{count, plural, one {# page} other {# “{query}”}}',
      /"one" sentence must contain \{query\}/,
    ],
    ['a nested select', '{count, plural, other {{query, select, a {A} other {B}}}}', /only words/],
  ])('%s fails with a message that says why', (_, message, reason) => {
    const result = field.safeParse(message);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join('\n')).toMatch(reason);
  });
});

describe('the sentence for a count', () => {
  const forms = { '=0': 'none', one: '{count} one', many: '{count} many', other: '{count} other' };

  test('an exact count first, then the language’s plural rules, then other', () => {
    expect(pluralForm(forms, 'count', 0, 'fr-FR')).toBe('none');
    expect(pluralForm(forms, 'count', 1, 'fr-FR')).toBe('1 one');
    // French says 1 500 in the plural and a million with "de": CLDR's "many".
    expect(pluralForm(forms, 'count', 1500, 'fr-FR')).toBe('1\u202f500 other');
    expect(pluralForm(forms, 'count', 1_000_000, 'fr-FR')).toBe('1\u202f000\u202f000 many');
    expect(pluralForm({ one: '{count} one', other: '{count} other' }, 'count', 0, 'pt-PT')).toBe(
      '0 other',
    );
    expect(
      pluralForm({ one: '{count} one', other: '{count} other' }, 'count', 1_000_000, 'fr-FR'),
    ).toBe('1\u202f000\u202f000 other');
  });

  test.each(locales)(
    'search’s summary in %s names the count and the query in every form',
    (locale) => {
      const { count } = loadSearch(locale).results;
      const tag = languageTags[locale];
      for (const n of [0, 1, 2, 5, 21, 1000]) {
        const sentence = pluralForm(count, 'count', n, tag, { query: 'taxa' });
        expect(sentence).toContain('taxa');
        if (n > 0) expect(sentence).toContain(new Intl.NumberFormat(tag).format(n));
        expect(sentence).not.toMatch(/[{}#]/);
      }
    },
  );
});
