import { TextLink } from '@/components/text-link';
import type { HelpTopic } from '@/lib/content/help';
import { fill } from '@/lib/format';
import { helpTopicPath } from '@/lib/routes';

/** The link from a few of a topic's articles to the topic's own pages, with how many it has. */
export function AllInTopicLink({ topic, label }: { topic: HelpTopic; label: string }) {
  return (
    <TextLink href={helpTopicPath(topic.slug)}>
      {fill(label, { count: topic.articles.length, topic: topic.title })}
    </TextLink>
  );
}
