import { DetailPage } from '@/components/detail-page';
import { EntryList } from '@/components/entry-list';
import { FormattedDate } from '@/components/formatted-date';
import { CallToAction } from '@/components/sections/call-to-action';
import { TextLink } from '@/components/text-link';
import { loadHelpArticles, loadHelpCenter } from '@/lib/content/help';
import { detailRoute, type SlugRouteProps } from '@/lib/detail-route';
import { pageMetadata } from '@/lib/seo';
import { helpArticle } from '@/lib/structured-data';

export const dynamicParams = false;

const route = detailRoute('/help/[slug]', loadHelpArticles);

export const generateStaticParams = route.generateStaticParams;

export async function generateMetadata(props: SlugRouteProps) {
  const article = await route.entryOf(props);
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: `/help/${article.slug}`,
    type: 'article',
  });
}

/** One Help Center article, with the others of its topic and a way to ask a person. */
export default async function HelpArticlePage(props: SlugRouteProps) {
  const article = await route.entryOf(props);
  const { page, topics } = loadHelpCenter();
  const topic = topics.find((candidate) => candidate.slug === article.topic)!;
  const others = topic.articles.filter((candidate) => candidate.slug !== article.slug);
  return (
    <DetailPage
      path={`/help/${article.slug}`}
      heading={article.title}
      lead={article.summary}
      facts={[
        { label: page.labels.topic, value: topic.title },
        { label: page.labels.updated, value: <FormattedDate date={article.updated} /> },
      ]}
      body={article.body}
      structuredData={helpArticle(article)}
    >
      {others.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2
            id="related-heading"
            className="mb-4 text-xl font-bold text-slate-950 dark:text-white"
          >
            {page.labels.related}
          </h2>
          <EntryList
            headingLevel={3}
            entries={others.map((other) => ({
              href: `/help/${other.slug}`,
              title: other.title,
              summary: other.summary,
            }))}
          />
        </section>
      )}
      <CallToAction heading={page.more.heading} body={page.more.body} actions={page.more.links} />
      <TextLink href="/help" back>
        {page.labels.back}
      </TextLink>
    </DetailPage>
  );
}
