/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadPage, pageSchema } from '@/lib/content/pages';
import { contentRoot } from '@/lib/content/read';
import { locales } from '@/lib/i18n/locales';

// A features grid draws each item's icon before its words: an item without one starts further
// left than its neighbours ("Funded before you start" on /talents did, in every language).

const pageSlugs = fs
  .readdirSync(path.join(contentRoot(), 'pages'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''));

const grids = locales.flatMap((locale) =>
  pageSlugs.flatMap((slug) =>
    loadPage(slug, locale).sections.flatMap((section) =>
      section.kind === 'features' ? [{ locale, slug, section }] : [],
    ),
  ),
);

test('the content has features grids to check', () => {
  expect(grids.length).toBeGreaterThan(locales.length);
});

test.each(grids.map((grid) => [grid.locale, grid.slug, grid.section.heading, grid.section]))(
  '%s %s "%s": every item has an icon, or none has',
  (_locale, _slug, _heading, section) => {
    const drawn = section.items.filter((item) => item.icon).length;
    const without = section.items.filter((item) => !item.icon).map((item) => item.title);
    console.log(`${_locale} ${_slug} "${_heading}": ${drawn}/${section.items.length} with icons`);
    expect(drawn === 0 ? [] : without).toEqual([]);
  },
);

test('the page schema refuses a grid where only some items have an icon', () => {
  const page = (items: object[]) => ({
    title: 'For talents',
    description: 'Offer your skills on Agora, with every milestone funded before you start it.',
    heading: 'Talents',
    label: 'Talents',
    lead: 'Do the work you are good at.',
    sections: [{ kind: 'features', heading: 'Why talents choose Agora', items }],
  });
  const funded = { title: 'Funded before you start', body: 'Clients fund each milestone.' };
  const fees = { title: 'One commission', body: 'Nothing else.', icon: 'percent' };
  expect(pageSchema.safeParse(page([{ ...funded, icon: 'lock' }, fees])).success).toBe(true);
  expect(pageSchema.safeParse(page([funded, { ...fees, icon: undefined }])).success).toBe(true);
  const mixed = pageSchema.safeParse(page([funded, fees]));
  expect(mixed.error?.issues.map((issue) => issue.message)).toEqual([
    'every item needs an icon once one has one; without: Funded before you start',
  ]);
});
