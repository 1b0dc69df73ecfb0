import { Prose } from '@/components/prose';
import { SectionShell } from '@/components/sections/section-shell';
import type { HelpTopic } from '@/lib/content/help';

/** Every topic as a section (h2) and every article in it as a sub-section (h3) with its own anchor. */
export function HelpTopics({ topics }: { topics: HelpTopic[] }) {
  return topics.map((topic) => (
    <SectionShell key={topic.slug} id={topic.slug} heading={topic.title} intro={topic.intro}>
      {topic.articles.map((article) => (
        <section
          key={article.slug}
          aria-labelledby={article.slug}
          className="mt-8 border-t border-slate-200 pt-6 first:mt-0 dark:border-slate-800"
        >
          <h3
            id={article.slug}
            className="scroll-mt-24 text-lg font-semibold text-slate-950 dark:text-white"
          >
            {article.title}
          </h3>
          <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
            {article.summary}
          </p>
          <Prose markdown={article.body} className="mt-4" />
        </section>
      ))}
    </SectionShell>
  ));
}
