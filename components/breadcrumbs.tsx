import Link from 'next/link';
import { loadUi } from '@/lib/content/ui';
import { breadcrumbList, type Crumb } from '@/lib/structured-data';
import { JsonLd } from './json-ld';

/**
 * Where a page sits, from Home down to the page itself (the last crumb). The same crumbs become
 * BreadcrumbList structured data, so the visible trail and the search result never disagree.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const ui = loadUi();
  const trail = [{ name: ui.breadcrumbs.home, path: '/welcome' }, ...crumbs];
  return (
    <nav aria-label={ui.breadcrumbs.label} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-slate-700 dark:text-slate-300">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-x-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-950 dark:text-white">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  className="inline-flex min-h-11 items-center underline underline-offset-2 hover:text-brand-700 dark:hover:text-brand-300"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbList(trail)} />
    </nav>
  );
}
