import type { HelpTopic } from '@/lib/content/help';

/** The topic index at the top of the Help Center: every topic with links to its articles. */
export function HelpTopicIndex({ label, topics }: { label: string; topics: HelpTopic[] }) {
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
