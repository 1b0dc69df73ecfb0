import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { EntryList } from '@/components/entry-list';
import { FirstPaint } from '@/components/first-paint';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { loadHelpCenter, type HelpTopic } from '@/lib/content/help';
import { fill } from '@/lib/format';
import { numbered, pageCount, pageOf, pagePath } from '@/lib/pagination';
import { helpTopicPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { helpEntries } from '../help-entries';

/** The props of a topic's pages: /help/topics/[topic] and its /page/[page]. */
export interface HelpTopicProps {
  params: Promise<{ topic: string; page?: string }>;
}

/** The topic a page lists and which page of it: 1 on the topic's own address. */
export async function helpTopicPage({ params }: HelpTopicProps) {
  const { topic: slug, page = '1' } = await params;
  const topic = loadHelpCenter().topics.find((candidate) => candidate.slug === slug);
  return { topic: topic ?? notFound(), page: Number(page) };
}

const heading = (topic: HelpTopic, page: number) =>
  page === 1 ? topic.title : numbered(topic.title, page);

export function helpTopicMetadata(topic: HelpTopic, page: number): Metadata {
  const { labels } = loadHelpCenter().page;
  return pageMetadata({
    title: fill(labels.topicTitle, { topic: heading(topic, page) }),
    description: topic.intro,
    path: pagePath(helpTopicPath(topic.slug), page),
  });
}

/** One page of a topic's articles, in their order, with the way to the pages before and after. */
export function HelpTopicList({ topic, page }: { topic: HelpTopic; page: number }) {
  const base = helpTopicPath(topic.slug);
  return (
    <article>
      <Breadcrumbs
        path={pagePath(base, page)}
        name={heading(topic, page)}
        parents={[{ name: loadHelpCenter().page.label, path: '/help' }]}
      />
      {/* A topic's intro is a line; its articles' summaries below it are the first screen's
          largest text, so the first paint draws them too: held back, they were the largest paint,
          one stylesheet round trip later. */}
      <FirstPaint>
        <PageHeader heading={heading(topic, page)} lead={topic.intro} />
        <div className="mt-8">
          <EntryList headingLevel={2} entries={helpEntries(pageOf(topic.articles, page))} />
        </div>
      </FirstPaint>
      <Pagination base={base} page={page} pages={pageCount(topic.articles.length)} />
    </article>
  );
}
