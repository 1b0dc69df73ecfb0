import type { ReactNode } from 'react';

/** The page's one h1 and its lead paragraph. */
export function PageHeader({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 pb-8 dark:border-slate-800">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
        {heading}
      </h1>
      {lead && (
        <p className="mt-4 max-w-prose text-lg leading-8 text-slate-700 dark:text-slate-300">
          {lead}
        </p>
      )}
      {children}
    </div>
  );
}
