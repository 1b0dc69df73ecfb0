/**
 * @jest-environment node
 */
// Which pages get a card of their own, and what their metadata says of it (the cards are not
// drawn here: social-card-cache.test.ts holds the cache, social-card-drawing.test.ts the drawing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metadata } from 'next';
import { generateMetadata as helpMetadata } from '@/app/[locale]/help/[slug]/page';
import { generateMetadata as jobMetadata } from '@/app/[locale]/jobs/[slug]/page';
import { generateMetadata as newsMetadata } from '@/app/[locale]/news/[slug]/page';
import { audiences } from '@/lib/audiences';
import { loadCards } from '@/lib/content/cards';
import { loadHelpArticles } from '@/lib/content/help';
import { loadJobs } from '@/lib/content/jobs';
import { loadNews } from '@/lib/content/news';
import { loadPage } from '@/lib/content/pages';
import { loadSite } from '@/lib/content/site';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo';
import { siteCardPath, socialCard, type CardsManifest } from '@/lib/social-card';
import { socialCardPages } from '@/lib/social-card-pages';
import { factTexts } from '@/lib/content/facts';
import { audienceColors, brandColors } from '../../tailwind.config';
import { cardRequest } from '../../scripts/lib/social-cards/card-request';
import { updateCards } from '../../scripts/lib/social-cards/update-cards';

const { labels } = loadCards();
const [news] = loadNews();
const [job] = loadJobs();
const [help] = loadHelpArticles();
const cardPages = socialCardPages();
const requests = cardPages.map(cardRequest);

let dir: string;
let manifest: CardsManifest;

// The build's list of cards, as scripts/social-cards.ts writes it, with stand-in images.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-cards-'));
  ({ manifest } = await updateCards({
    cards: requests,
    stamp: 'test',
    cacheDir: path.join(dir, 'cache'),
    publicDir: path.join(dir, 'cards'),
    draw: async (inputs, save) => inputs.forEach((input, index) => save(index, Buffer.from(''))),
  }));
  process.env.AGORA_CARDS_MANIFEST = path.join(dir, 'manifest.json');
  fs.writeFileSync(process.env.AGORA_CARDS_MANIFEST, JSON.stringify(manifest));
});

afterAll(() => {
  delete process.env.AGORA_CARDS_MANIFEST;
  fs.rmSync(dir, { recursive: true, force: true });
});

const slug = (entry: { slug: string }) => ({ params: Promise.resolve({ slug: entry.slug }) });
const request = (page: string) => requests.find((entry) => entry.path === page)!;
const ownCard = (page: string) => ({
  ...manifest[page],
  width: 1200,
  height: 630,
  type: 'image/png',
});

/**
 * `read`'s result with every module loaded afresh for a page in `locale`: outside a render React's
 * `cache` keeps nothing, so setPageLocale cannot name the language here.
 */
async function inLocale<T>(locale: Locale, read: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/lib/i18n/page-locale', () => ({
      pageLocale: () => locale,
      setPageLocale: () => undefined,
    }));
    result = await read();
  });
  jest.dontMock('@/lib/i18n/page-locale');
  return result!;
}

describe('socialCardPages', () => {
  it.each(locales)(
    'lists every news article, open job, help article and audience page in %s, titled and labelled in it',
    (locale) => {
      const cards = loadCards(locale).labels;
      const titled = (path: string, title: string, label: string) => ({
        path: localePath(path, locale),
        title,
        label,
      });
      const pages = cardPages.filter((page) => localeOfPath(page.path) === locale);
      expect(pages.map(({ path, title, label }) => ({ path, title, label }))).toEqual([
        {
          path: siteCardPath(locale),
          title: loadSite(locale).tagline,
          label: factTexts(locale).get('market.countries'),
        },
        ...loadNews(locale).map((entry) => titled(`/news/${entry.slug}`, entry.title, cards.news)),
        ...loadJobs(locale).map((entry) => titled(`/jobs/${entry.slug}`, entry.title, cards.job)),
        ...loadHelpArticles(locale).map((entry) =>
          titled(`/help/${entry.slug}`, entry.title, cards.help),
        ),
        ...Object.entries(audiences).map(([path, role]) =>
          titled(path, loadPage(path.slice(1), locale).heading, cards[role]),
        ),
      ]);
      expect(pages.length).toBeGreaterThan(Object.keys(audiences).length);
    },
  );

  it("gives a translated page its language's card, not English's", () => {
    const portuguese = loadNews('pt').find((entry) => entry.slug === news.slug)!;
    expect(portuguese.title).not.toBe(news.title);
    expect(request(`/pt/news/${news.slug}`).input).toMatchObject({
      title: portuguese.title,
      label: loadCards('pt').labels.news,
    });
    expect(request(`/pt/news/${news.slug}`).alt).toContain(portuguese.title);
    expect(manifest[`/pt/news/${news.slug}`].url).not.toBe(manifest[`/news/${news.slug}`].url);
  });

  it("labels each card from content/cards.yaml; audience cards wear the audience's colours", () => {
    expect(request(`/news/${news.slug}`).input).toMatchObject({
      title: news.title,
      label: labels.news,
      colors: brandColors,
    });
    expect(request(`/jobs/${job.slug}`).input).toMatchObject({ label: labels.job });
    expect(request(`/help/${help.slug}`).input).toMatchObject({ label: labels.help });
    expect(request('/talents').input).toMatchObject({
      label: labels.talent,
      colors: audienceColors.talent,
    });
    expect(request('/talents').alt).toContain(request('/talents').input.title);
  });
});

describe('each page with a card of its own names it, with its size, type and alt text', () => {
  const pages: [string, () => Promise<Metadata>][] = [
    [`/news/${news.slug}`, () => newsMetadata(slug(news))],
    [`/jobs/${job.slug}`, () => jobMetadata(slug(job))],
    [`/help/${help.slug}`, () => helpMetadata(slug(help))],
    ...Object.keys(audiences).map((page): [string, () => Promise<Metadata>] => [
      page,
      // What the audience page exports, read after the list is in place.
      async () =>
        (await import(`@/app/[locale]${page}/page`)).generateMetadata({
          params: Promise.resolve({}),
        }),
    ]),
  ];

  it.each(pages)('%s', async (page, metadata) => {
    const meta = await metadata();
    expect(meta.openGraph?.images).toEqual([ownCard(page)]);
    expect(meta.twitter?.images).toEqual([ownCard(page)]);
  });
});

describe('a Portuguese page names the card drawn for its own address', () => {
  // Each loads its route's module afresh inside inLocale, as /pt/ renders it.
  const pages: [string, () => Promise<Metadata>][] = [
    [
      `/pt/news/${news.slug}`,
      async () => (await import('@/app/[locale]/news/[slug]/page')).generateMetadata(slug(news)),
    ],
    [
      `/pt/jobs/${job.slug}`,
      async () => (await import('@/app/[locale]/jobs/[slug]/page')).generateMetadata(slug(job)),
    ],
    [
      `/pt/help/${help.slug}`,
      async () => (await import('@/app/[locale]/help/[slug]/page')).generateMetadata(slug(help)),
    ],
    [
      '/pt/sellers',
      async () =>
        (await import('@/app/[locale]/sellers/page')).generateMetadata({
          params: Promise.resolve({ locale: 'pt' }),
        }),
    ],
  ];

  it.each(pages)('%s', async (page, metadata) => {
    const meta = await inLocale('pt', metadata);
    expect(meta.openGraph?.images).toEqual([ownCard(page)]);
    expect(meta.twitter?.images).toEqual([ownCard(page)]);
  });

  it('and a Portuguese page without one shares the site card drawn in Portuguese', async () => {
    const meta = await inLocale('pt', async () =>
      (await import('@/lib/seo')).routeMetadata('/about'),
    );
    expect(meta.openGraph?.images).toEqual([ownCard(siteCardPath('pt'))]);
    expect(ownCard(siteCardPath('pt')).url).not.toBe(ownCard(siteCardPath('en')).url);
    expect(request(siteCardPath('pt')).alt).toBe(loadSite('pt').socialImage.alt);
  });
});

describe('every other page', () => {
  // Read once the cards are drawn (beforeAll).
  const siteCard = () => ownCard(siteCardPath('en'));

  it.each(['/welcome', '/about', '/news', '/jobs', '/help', '/investors'])(
    '%s shares the site card',
    (page) => {
      const meta = routeMetadata(page);
      expect(meta.openGraph?.images).toEqual([siteCard()]);
      expect(meta.twitter?.images).toEqual([siteCard()]);
    },
  );

  it('the later pages of a list keep it too', () => {
    expect(routeMetadata('/news', 2).openGraph?.images).toEqual([siteCard()]);
  });
});

describe('a production build without its cards', () => {
  it('stops, naming the missing list', () => {
    const env = process.env as Record<string, string | undefined>;
    const { NODE_ENV, AGORA_CARDS_MANIFEST } = env;
    env.NODE_ENV = 'production';
    env.AGORA_CARDS_MANIFEST = path.join(dir, 'absent.json');
    try {
      expect(() => socialCard('/sellers')).toThrow(/absent\.json is missing: `npm run build`/);
    } finally {
      Object.assign(env, { NODE_ENV, AGORA_CARDS_MANIFEST });
    }
  });
});
