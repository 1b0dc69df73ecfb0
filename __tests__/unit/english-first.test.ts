/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { contentProblems } from '@/lib/content/content-problems';
import { loadHelpCenter } from '@/lib/content/help';
import { loadNews } from '@/lib/content/news';
import { FRONT_MATTER } from '@/lib/content/read';
import { translationReport } from '@/lib/i18n/translation-report';
import { languageLinks, sitePages, staticParams } from '@/lib/routes';
import { languageAlternates } from '@/lib/seo';

// A news article, a job or a help article may be published in English first: a language shows it
// once its translation exists, and until then leaves it out everywhere, sends its language menu to
// the list instead, and the content check counts it as waiting, not missing.

let dir: string;

afterEach(() => {
  delete process.env.AGORA_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ without some of Portuguese's files. */
function withoutPortuguese(files: string[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-english-first-'));
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  for (const file of files) fs.rmSync(path.join(dir, 'pt', file));
  process.env.AGORA_CONTENT_DIR = dir;
}

const firstArticle = () => {
  const [article] = loadNews('en');
  return article.slug;
};

test('an article in English alone: waiting in Portuguese, on every English page, on none of its', () => {
  const slug = firstArticle();
  withoutPortuguese([`news/${slug}.md`]);
  const route = `/news/${slug}`;

  expect(contentProblems()).toEqual([]);
  const portuguese = translationReport(dir).find((report) => report.locale === 'pt');
  expect(portuguese).toMatchObject({ gaps: [], pending: [`news/${slug}.md`] });

  expect(loadNews('pt').map((article) => article.slug)).not.toContain(slug);
  expect(sitePages('pt').map((page) => page.route)).not.toContain(route);
  expect(sitePages('es').map((page) => page.route)).toContain(route);
  expect(staticParams('/news/[slug]', 'pt')).not.toContainEqual({ slug });
  expect(staticParams('/news/[slug]', 'en')).toContainEqual({ slug });

  expect(Object.keys(languageAlternates(route)).sort()).toEqual(
    ['en-GB', 'es-ES', 'fr-FR', 'x-default'].sort(),
  );
  expect(languageLinks(route)).toEqual({
    en: route,
    pt: '/pt/news',
    es: `/es${route}`,
    fr: `/fr${route}`,
  });
});

test("a help topic whose articles are all in English alone: left out in Portuguese, English's kept", () => {
  const helpDir = path.join(process.cwd(), 'content', 'help');
  const [topic] = parse(fs.readFileSync(path.join(helpDir, 'index.yaml'), 'utf8')).topics;
  const filed = fs
    .readdirSync(helpDir)
    .filter((file) => file.endsWith('.md'))
    .filter((file) => {
      const [, frontMatter] = FRONT_MATTER.exec(fs.readFileSync(path.join(helpDir, file), 'utf8'))!;
      return parse(frontMatter).topic === topic.slug;
    });
  withoutPortuguese(filed.map((file) => `help/${file}`));

  expect(contentProblems()).toEqual([]);
  expect(loadHelpCenter('pt').topics.map(({ slug }) => slug)).not.toContain(topic.slug);
  expect(loadHelpCenter('en').topics.map(({ slug }) => slug)).toContain(topic.slug);
  expect(languageLinks(`/help/topics/${topic.slug}`).pt).toBe('/pt/help');
});

test('a page of the structure is never waiting: a missing one is a gap', () => {
  withoutPortuguese(['pages/about.yaml']);
  expect(contentProblems()).toContainEqual({
    file: 'content/pt/pages/about.yaml',
    problem: 'missing',
  });
});
