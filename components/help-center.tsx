import type { loadHelpCenter } from '@/lib/content/help';
import { Prose } from './prose';
import { SectionShell } from './sections/section-shell';

type HelpTopics = ReturnType<typeof loadHelpCenter>['topics'];

/** The topic index at the top of the Help Center: every topic with links to its articles. */
export function HelpTopicIndex({ label, topics }: { label: string; topics: HelpTopics }) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li
            key={topic.slug}
            className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <a
              href={`#${topic.slug}-heading`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
            >
              {topic.title}
            </a>
            <ul className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {topic.articles.map((article) => (
                <li key={article.slug}>
                  <a
                    href={`#${article.slug}`}
                    className="inline-flex min-h-9 items-center underline-offset-2 hover:underline"
                  >
                    {article.title}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every topic as a section (h2) and every article in it as a sub-section (h3) with its own anchor. */
export function HelpTopics({ topics }: { topics: HelpTopics }) {
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
