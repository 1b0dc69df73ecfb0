import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { LocalLink as Link } from '@/components/local-link';
import { DetailPage } from '@/components/detail-page';
import { EntryList } from '@/components/entry-list';
import { FormattedDate } from '@/components/formatted-date';
import { CallToAction } from '@/components/sections/call-to-action';
import { TextLink } from '@/components/text-link';
import { loadHelpArticles, loadHelpCenter, type HelpArticle } from '@/lib/content/help';
import { detailRoute, type SlugRouteProps } from '@/lib/detail-route';
import { helpTopicPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { helpArticle } from '@/lib/structured-data';
import { AllInTopicLink } from '../all-in-topic-link';
import { helpEntries, PREVIEW_SIZE } from '../help-entries';

export const dynamicParams = false;

const route = detailRoute('/help/[slug]', loadHelpArticles);

export const generateStaticParams = route.generateStaticParams;

async function metadataOf(props: SlugRouteProps) {
  const article = await route.entryOf(props);
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: `/help/${article.slug}`,
    type: 'article',
  });
}

/** The articles after this one in its topic, from the first again after the last: a few. */
function nextInTopic(articles: HelpArticle[], article: HelpArticle): HelpArticle[] {
  const at = articles.findIndex((candidate) => candidate.slug === article.slug);
  const others = [...articles.slice(at + 1), ...articles.slice(0, at)];
  return others.slice(0, PREVIEW_SIZE);
}

/** One Help Center article, with the others of its topic and a way to ask a person. */
async function HelpArticlePage(props: SlugRouteProps) {
  const article = await route.entryOf(props);
  const { page, topics } = loadHelpCenter();
  const topic = topics.find((candidate) => candidate.slug === article.topic)!;
  const others = nextInTopic(topic.articles, article);
  return (
    <DetailPage
      path={`/help/${article.slug}`}
      heading={article.title}
      lead={article.summary}
      facts={[
        {
          label: page.labels.topic,
          value: (
            <Link
              href={helpTopicPath(topic.slug)}
              className="font-medium text-link underline underline-offset-2"
            >
              {topic.title}
            </Link>
          ),
        },
        { label: page.labels.updated, value: <FormattedDate date={article.updated} /> },
      ]}
      body={article.body}
      structuredData={helpArticle(article)}
    >
      {others.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-xl font-bold text-ink">
            {page.labels.related}
          </h2>
          <EntryList headingLevel={3} entries={helpEntries(others)} />
          {topic.articles.length > others.length + 1 && (
            <AllInTopicLink topic={topic} label={page.labels.allInTopic} />
          )}
        </section>
      )}
      <CallToAction heading={page.more.heading} body={page.more.body} actions={page.more.links} />
      <TextLink href="/help" back>
        {page.labels.back}
      </TextLink>
    </DetailPage>
  );
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/help/[slug]', HelpArticlePage);
