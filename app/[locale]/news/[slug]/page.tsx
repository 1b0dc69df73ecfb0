import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import type { Metadata } from 'next';
import { DetailPage } from '@/components/detail-page';
import { coverOf } from '@/lib/content/fields';
import { FormattedDate } from '@/components/formatted-date';
import { TextLink } from '@/components/text-link';
import { loadNews, loadNewsPage } from '@/lib/content/news';
import { detailRoute, type SlugRouteProps } from '@/lib/detail-route';
import { pageMetadata } from '@/lib/seo';
import { newsArticle } from '@/lib/structured-data';

export const dynamicParams = false;

const route = detailRoute('/news/[slug]', loadNews);

export const generateStaticParams = route.generateStaticParams;

async function metadataOf(props: SlugRouteProps): Promise<Metadata> {
  const article = await route.entryOf(props);
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: `/news/${article.slug}`,
    type: 'article',
    publishedTime: article.date,
  });
}

async function NewsArticlePage(props: SlugRouteProps) {
  const article = await route.entryOf(props);
  const { labels } = loadNewsPage();
  return (
    <DetailPage
      path={`/news/${article.slug}`}
      heading={article.title}
      lead={article.description}
      facts={[
        { label: labels.published, value: <FormattedDate date={article.date} /> },
        ...(article.updated
          ? [{ label: labels.updated, value: <FormattedDate date={article.updated} /> }]
          : []),
        {
          label: labels.author,
          value: [article.author, article.authorRole].filter(Boolean).join(', '),
        },
        ...(article.tags ? [{ label: labels.tags, value: article.tags.join(', ') }] : []),
      ]}
      cover={coverOf(article)}
      body={article.body}
      structuredData={newsArticle(article)}
    >
      <TextLink href="/news" back className="mt-10">
        {labels.back}
      </TextLink>
    </DetailPage>
  );
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/news/[slug]', NewsArticlePage);
