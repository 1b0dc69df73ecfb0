import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { helpTopicPath, staticParams } from '@/lib/routes';
import {
  HelpTopicList,
  helpTopicMetadata,
  helpTopicPage,
  type HelpTopicProps,
} from '../../../help-topic-list';

export const dynamicParams = false;

export const generateStaticParams = () => staticParams('/help/topics/[topic]/page/[page]');

// Page 1 is the topic's own address: this one only sends visitors there.
export async function generateMetadata(props: HelpTopicProps) {
  const { topic, page } = await helpTopicPage(props);
  return page === 1 ? redirectMetadata(helpTopicPath(topic.slug)) : helpTopicMetadata(topic, page);
}

export default async function HelpTopicListPage(props: HelpTopicProps) {
  const { topic, page } = await helpTopicPage(props);
  return page === 1 ? (
    <RedirectNotice to={helpTopicPath(topic.slug)} />
  ) : (
    <HelpTopicList topic={topic} page={page} />
  );
}
