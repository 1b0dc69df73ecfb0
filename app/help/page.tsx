import type { Metadata } from 'next';
import { HelpTopicIndex, HelpTopics } from '@/components/help-center';
import { PageHeader } from '@/components/page-header';
import { CallToAction } from '@/components/sections/call-to-action';
import { loadHelpCenter } from '@/lib/content/help';
import { pageMetadata } from '@/lib/seo';

export function generateMetadata(): Metadata {
  const { page } = loadHelpCenter();
  return pageMetadata({ title: page.title, description: page.description, path: '/help' });
}

export default function HelpPage() {
  const { page, topics } = loadHelpCenter();
  return (
    <article>
      <PageHeader heading={page.heading} lead={page.lead} />
      <HelpTopicIndex label={page.topicIndex} topics={topics} />
      <HelpTopics topics={topics} />
      <CallToAction heading={page.more.heading} body={page.more.body} actions={page.more.links} />
    </article>
  );
}
