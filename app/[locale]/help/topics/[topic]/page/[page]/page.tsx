import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { helpTopicPath, staticParamsOf } from '@/lib/routes';
import {
  HelpTopicList,
  helpTopicMetadata,
  helpTopicPage,
  type HelpTopicProps,
} from '../../../help-topic-list';

export const dynamicParams = false;

export const generateStaticParams = staticParamsOf('/help/topics/[topic]/page/[page]');

// Page 1 is the topic's own address: this one only sends visitors there.
async function metadataOf(props: HelpTopicProps) {
  const { topic, page } = await helpTopicPage(props);
  return page === 1 ? redirectMetadata(helpTopicPath(topic.slug)) : helpTopicMetadata(topic, page);
}

async function HelpTopicListPage(props: HelpTopicProps) {
  const { topic, page } = await helpTopicPage(props);
  return page === 1 ? (
    <RedirectNotice to={helpTopicPath(topic.slug)} />
  ) : (
    <HelpTopicList topic={topic} page={page} />
  );
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/help/topics/[topic]/page/[page]', HelpTopicListPage);
