import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { staticParamsOf } from '@/lib/routes';
import {
  HelpTopicList,
  helpTopicMetadata,
  helpTopicPage,
  type HelpTopicProps,
} from '../help-topic-list';

export const dynamicParams = false;

export const generateStaticParams = staticParamsOf('/help/topics/[topic]');

async function metadataOf(props: HelpTopicProps) {
  const { topic } = await helpTopicPage(props);
  return helpTopicMetadata(topic, 1);
}

async function HelpTopicPage(props: HelpTopicProps) {
  const { topic } = await helpTopicPage(props);
  return <HelpTopicList topic={topic} page={1} />;
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/help/topics/[topic]', HelpTopicPage);
