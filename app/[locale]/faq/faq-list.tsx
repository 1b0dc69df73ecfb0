import type { Faq } from '@/lib/content/faq';
import { Prose } from '@/components/prose';
import { SectionShell } from '@/components/sections/section-shell';

/** Questions by topic; each answer opens in a native <details>, so no script is needed. */
export function FaqList({ topics }: { topics: Faq['topics'] }) {
  return topics.map((topic) => (
    <SectionShell key={topic.title} heading={topic.title}>
      <div className="divide-y divide-line border-y border-line">
        {topic.items.map((item) => (
          <details key={item.question} className="group py-2">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-2 text-base font-semibold text-ink">
              {item.question}
              <span
                aria-hidden="true"
                data-pagefind-ignore
                className="text-xl leading-none text-link group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <Prose markdown={item.answer} className="pb-4" />
          </details>
        ))}
      </div>
    </SectionShell>
  ));
}
