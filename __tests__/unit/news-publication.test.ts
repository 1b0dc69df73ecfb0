/**
 * @jest-environment node
 */
import { GET as feed } from '@/app/[locale]/feed.xml/route';
import { loadNews } from '@/lib/content/news';
import { locales } from '@/lib/i18n/locales';
import { sitePages } from '@/lib/routes';

afterEach(() => {
  delete process.env.AGORA_TODAY;
});

/** The day before an ISO day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);

describe.each(locales)('in %s, an article is published on its date', (locale) => {
  const newest = () => loadNews(locale)[0];

  test('the day before, it has no page, no sitemap entry, no place in the feed', async () => {
    const article = newest();
    process.env.AGORA_TODAY = dayBefore(article.date);
    expect(loadNews(locale).map((entry) => entry.slug)).not.toContain(article.slug);
    expect(sitePages(locale).map((page) => page.path)).not.toContainEqual(
      expect.stringMatching(new RegExp(`/news/${article.slug}$`)),
    );
    const xml = await (
      await feed(new Request('http://localhost/'), {
        params: Promise.resolve({ locale }),
      })
    ).text();
    expect(xml).not.toContain(`/news/${article.slug}<`);
  });

  test('on the day, it is everywhere', async () => {
    const article = newest();
    process.env.AGORA_TODAY = article.date;
    expect(loadNews(locale)[0].slug).toBe(article.slug);
    expect(sitePages(locale).map((page) => page.path)).toContainEqual(
      expect.stringMatching(new RegExp(`/news/${article.slug}$`)),
    );
    const xml = await (
      await feed(new Request('http://localhost/'), {
        params: Promise.resolve({ locale }),
      })
    ).text();
    expect(xml).toContain(`/news/${article.slug}<`);
  });
});
