import { EntryList } from '@/components/entry-list';
import { SectionShell } from '@/components/sections/section-shell';
import type { HelpTopic } from '@/lib/content/help';

/**
 * Every topic as a section (h2) listing its articles (h3 links with their summaries). Each entry
 * keeps the article's name as its anchor, so links to /help#<article> still find it.
 */
export function HelpTopics({ topics }: { topics: HelpTopic[] }) {
  return topics.map((topic) => (
    <SectionShell key={topic.slug} id={topic.slug} heading={topic.title} intro={topic.intro}>
      <EntryList
        headingLevel={3}
        entries={topic.articles.map((article) => ({
          id: article.slug,
          href: `/help/${article.slug}`,
          title: article.title,
          summary: article.summary,
        }))}
      />
    </SectionShell>
  ));
}
