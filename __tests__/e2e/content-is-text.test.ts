import type { Browser, Page } from 'playwright-core';
import { loadNews } from '@/lib/content/news';
import { markdownToHtml } from '@/lib/markdown';
import { launchBrowser, openPage, settled, urlOf, watchCspViolations } from './harness';

// Content is text, in a real browser (issue 41): a news article served as Hosting serves it, its
// body given what the outside review put in content, rendered by the pages' own Markdown renderer.
// The page shows the code as words, runs none of it and raises no policy violation. The same code
// written into the page as HTML, as the renderer wrote it before, is refused by the page's policy:
// the pass allowed only the scripts the build wrote.

/** Each sets a mark the page would have if it ran, as the review's read the CMS's token. */
const CODE = [
  '<script>window.contentRan="plain";localStorage["sveltia-cms.user"]</script>',
  '<svg><script>window.contentRan="svg"</script></svg>',
  '<script type="module">window.contentRan="module"</script>',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://example.com/">',
];

const route = `/news/${loadNews('en')[0].slug}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The article as Hosting serves it, with `html` at the start of its body's prose. */
async function articleWith(html: string) {
  const { page, context } = await openPage(browser, { width: 1280, prefetch: false });
  const violations = await watchCspViolations(context);
  await page.route(urlOf(route), async (request) => {
    const response = await request.fetch();
    const served = await response.text();
    const body = served.replace(/(<div class="prose-agora[^"]*">)/, `$1${html}`);
    if (body === served) throw new Error(`${route} has no prose to put content in`);
    await request.fulfill({ response, body });
  });
  await page.goto(urlOf(route));
  await settled(page);
  return { page, violations };
}

const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { contentRan?: string }).contentRan ?? null);

test('an article whose body holds code shows it as words, runs none of it, and raises no violation', async () => {
  const { page, violations } = await articleWith(markdownToHtml(CODE.join('\n\n')));
  const words = await page.locator('.prose-agora').first().innerText();
  for (const code of CODE) expect(words).toContain(code);
  expect(await ran(page)).toBeNull();
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  expect(page.url()).toBe(urlOf(route));
  expect(violations).toEqual([]);
});

test("the same code as HTML in the page is refused by the page's policy: it hashes only the build's", async () => {
  const { page, violations } = await articleWith(CODE.slice(0, 4).join(''));
  expect(await ran(page)).toBeNull();
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  // Each script and the style, blocked and reported.
  expect(violations.length).toBeGreaterThanOrEqual(4);
});
