import fs from 'node:fs';
import { withMadeNames } from '@/lib/cms/made-names';
import { headingId } from '@/lib/heading-id';
import { localeFolder } from '@/lib/content/read';
import { translatedLocales } from '@/lib/i18n/locales';
import { contentData } from '../support/cms-editable';

// A help topic added in the CMS: its name in addresses left empty, as the editor is told to.
const file = (locale?: string) =>
  ['content', locale && localeFolder(locale as never), 'help/index.yaml'].filter(Boolean).join('/');
const dataOf = (locale?: string) =>
  contentData(file(locale), fs.readFileSync(file(locale), 'utf8'));

type Topic = { slug?: string; title: string; intro: string };
const withTopic = (data: Record<string, unknown>, topic: Topic) => ({
  ...data,
  topics: [...(data.topics as Topic[]), topic],
});

test("a help topic left without its name in addresses gets one from English's title, in every language; the others keep theirs", () => {
  const title = 'Selling as a company';
  const entry = {
    path: file(),
    data: withTopic(dataOf(), { title, intro: 'Team seats, invoices and bulk uploads.' }),
    i18n: Object.fromEntries(
      translatedLocales.map((locale) => [
        locale,
        { data: withTopic(dataOf(locale), { title: `${title} (${locale})`, intro: '…' }) },
      ]),
    ),
  };
  const made = withMadeNames(entry);
  const slugs = (data: Record<string, unknown>) => (data.topics as Topic[]).map((one) => one.slug);
  const before = (dataOf().topics as Topic[]).map((one) => one.slug);
  expect(slugs(made.data)).toEqual([...before, headingId(title)]);
  for (const locale of translatedLocales)
    expect(slugs(made.i18n![locale].data!)).toEqual([...before, headingId(title)]);
});

test('an entry with every name given is the same entry', () => {
  const entry = { path: file(), data: dataOf() };
  expect(withMadeNames(entry)).toBe(entry);
});
