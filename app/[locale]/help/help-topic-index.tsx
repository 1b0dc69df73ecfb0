import type { HelpTopic } from '@/lib/content/help';

/** Jump links to the Help Center's topics, at the top of the page. */
export function HelpTopicIndex({ label, topics }: { label: string; topics: HelpTopic[] }) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <a
              href={`#${topic.slug}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-50 dark:border-slate-700 dark:text-brand-200 dark:hover:bg-slate-900"
            >
              {topic.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
