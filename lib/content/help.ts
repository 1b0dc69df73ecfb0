import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { ContentError } from './errors';
import { isoDate, markdown, pageHead, seo, slug, template, text } from './fields';
import { moreHelp } from './collection';
import { localeFolder, readMarkdownDir, readYaml } from './read';

export const helpPageSchema = z
  .object({
    ...pageHead,
    topicIndex: text,
    topics: z
      .array(
        z
          .object({
            slug: slug.meta({
              title: 'Name in addresses',
              description:
                "Leave it empty for a new topic: it is made from the title when saved (Getting paid: getting-paid). Keep it when the title changes: the topic's articles are filed under it, and links open the Help Center at it.",
              madeFrom: 'title',
            }),
            title: text,
            intro: text,
          })
          .strict(),
      )
      .min(4),
    labels: z
      .object({
        topic: text,
        updated: text,
        related: text,
        back: text,
        /** The link from a topic's first articles to all of them. */
        allInTopic: template(['count', 'topic'], ['topic']),
        /** A topic page's title. */
        topicTitle: template(['topic'], ['topic']),
      })
      .strict(),
    more: moreHelp,
  })
  .strict();

export const articleSchema = z
  .object({
    title: seo.title,
    topic: slug
      .describe("The topic it is filed under, one of the Help Center's.")
      .meta({ pickFrom: { kind: 'helpCenter', list: 'topics', value: 'slug', label: 'title' } }),
    summary: text.describe('One line under the title, in lists and on the page.'),
    description: seo.description,
    updated: isoDate,
    order: z.number().int().min(1).describe('Its place within its topic: 1 comes first.'),
    slug,
    body: markdown,
  })
  .strict();

export type HelpArticle = z.output<typeof articleSchema>;
export type HelpTopic = z.output<typeof helpPageSchema>['topics'][number] & {
  articles: HelpArticle[];
};

type HelpPage = z.output<typeof helpPageSchema>;

/** One Help Center file's problem with the others, named as check:content names files. */
interface HelpProblem {
  file: string;
  problem: string;
}

/**
 * What the Help Center's files break together, in `locale`: an article filed under a topic the
 * page does not list, an article named like a topic (the page anchors both, so old /help#<article>
 * links land on the summary), an English topic with no article.
 */
function helpCenterProblems(
  page: HelpPage,
  articles: HelpArticle[],
  locale: Locale,
): HelpProblem[] {
  const folder = ['content', localeFolder(locale), 'help'].filter(Boolean).join('/');
  const known = page.topics.map((topic) => topic.slug);
  const articleProblems = articles.flatMap((article) =>
    [
      ...(known.includes(article.slug)
        ? [`its name "${article.slug}" is also a topic's: the page's anchors would collide`]
        : []),
      ...(known.includes(article.topic)
        ? []
        : [
            `topic: "${article.topic}" is not one of the Help Center's topics (${known.join(', ')})`,
          ]),
    ].map((problem) => ({ file: `${folder}/${article.slug}.md`, problem })),
  );
  // A translation may await a topic's articles (published in English first): it leaves the topic
  // out until then.
  const empty = (locale === defaultLocale ? page.topics : [])
    .filter((topic) => !articles.some((article) => article.topic === topic.slug))
    .map((topic) => ({
      file: `${folder}/index.yaml`,
      problem: `topics: "${topic.slug}" has no articles`,
    }));
  return [...articleProblems, ...empty];
}

/** The Help Center's page copy and articles, and what they break together. */
function readHelpCenter(locale: Locale) {
  const page = readYaml('help/index.yaml', helpPageSchema, locale);
  const articles = readMarkdownDir('help', articleSchema, locale);
  return { page, articles, problems: helpCenterProblems(page, articles, locale) };
}

/** check:content's view of the Help Center in `locale`: what its files break together. */
export const helpCenterFileProblems = (locale: Locale): HelpProblem[] =>
  readHelpCenter(locale).problems;

/**
 * The Help Center: its page copy (`content/help/index.yaml`) and every article
 * (`content/help/<slug>.md`) filed under its topic in `order`.
 */
export function loadHelpCenter(locale: Locale = pageLocale()): {
  page: HelpPage;
  topics: HelpTopic[];
} {
  const { page, articles, problems } = readHelpCenter(locale);
  if (problems.length)
    throw new ContentError(
      'content/help',
      problems.map(({ file, problem }) => `${file}: ${problem}`),
    );
  const topics = page.topics
    .map((topic) => ({
      ...topic,
      articles: articles
        .filter((article) => article.topic === topic.slug)
        .sort((a, b) => a.order - b.order),
    }))
    .filter((topic) => topic.articles.length > 0);
  return { page, topics };
}

/** Every Help Center article, topic by topic, each topic's in `order`. */
export function loadHelpArticles(locale: Locale = pageLocale()): HelpArticle[] {
  return loadHelpCenter(locale).topics.flatMap((topic) => topic.articles);
}
