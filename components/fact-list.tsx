import type { ReactNode } from 'react';

/** Key facts about a job or an article, as a description list; site search indexes the values only. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-4 text-sm lg:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="font-semibold text-ink" data-pagefind-ignore>
            {fact.label}
          </dt>
          <dd className="mt-1 text-muted">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
