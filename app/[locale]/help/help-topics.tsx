import { EntryList } from '@/components/entry-list';
import { SectionShell } from '@/components/sections/section-shell';
import type { HelpTopic } from '@/lib/content/help';
import { AllInTopicLink } from './all-in-topic-link';
import { helpEntries, PREVIEW_SIZE } from './help-entries';

/**
 * Every topic as a section (h2) listing its first articles (h3 links with their summaries), and a
 * link to the topic's own page when it has more.
 */
export function HelpTopics({ topics, allInTopic }: { topics: HelpTopic[]; allInTopic: string }) {
  return topics.map((topic) => (
    <SectionShell key={topic.slug} id={topic.slug} heading={topic.title} intro={topic.intro}>
      <EntryList headingLevel={3} entries={helpEntries(topic.articles.slice(0, PREVIEW_SIZE))} />
      {topic.articles.length > PREVIEW_SIZE && <AllInTopicLink topic={topic} label={allInTopic} />}
    </SectionShell>
  ));
}
