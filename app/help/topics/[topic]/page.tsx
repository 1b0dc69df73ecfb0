import { staticParams } from '@/lib/routes';
import {
  HelpTopicList,
  helpTopicMetadata,
  helpTopicPage,
  type HelpTopicProps,
} from '../help-topic-list';

export const dynamicParams = false;

export const generateStaticParams = () => staticParams('/help/topics/[topic]');

export async function generateMetadata(props: HelpTopicProps) {
  const { topic } = await helpTopicPage(props);
  return helpTopicMetadata(topic, 1);
}

export default async function HelpTopicPage(props: HelpTopicProps) {
  const { topic } = await helpTopicPage(props);
  return <HelpTopicList topic={topic} page={1} />;
}
