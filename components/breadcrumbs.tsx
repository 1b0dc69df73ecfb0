import { LocalLink as Link } from '@/components/local-link';
import { loadUi } from '@/lib/content/ui';
import { menuLinks, routeLabel } from '@/lib/routes';
import { breadcrumbList } from '@/lib/structured-data';
import { JsonLd } from './json-ld';

interface Crumb {
  name: string;
  path: string;
}

/** The pages above an address, by its segments: /jobs above /jobs/<slug>. */
function parentsByAddress(path: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index) => {
    const parent = `/${segments.slice(0, index + 1).join('/')}`;
    return { name: routeLabel(parent), path: parent };
  });
}

/**
 * Where a page sits: Home, the pages above it (by address, unless `parents` names them), then the
 * page itself (from a tablet's width up). The same crumbs become BreadcrumbList structured data, so the visible trail and the
 * search result never disagree. Site search leaves the trail out of the page's text and shows the
 * page's section (the crumb above it) beside its result.
 */
export function Breadcrumbs({
  path,
  name,
  parents = parentsByAddress(path),
}: {
  path: string;
  name: string;
  parents?: Crumb[];
}) {
  const home = menuLinks()[0];
  const trail = [{ name: home.label, path: home.href }, ...parents, { name, path }];
  return (
    <nav
      aria-label={loadUi().breadcrumbs}
      className="mb-6 text-sm"
      data-pagefind-ignore
      data-pagefind-meta={`section:${trail[trail.length - 2].name}`}
    >
      <ol className="flex flex-wrap items-center gap-x-2 text-muted">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            // A phone's trail stops above the page: the page's own name, long as an article's
            // title can be, would wrap under its "/" and leave it alone at a line's end; the h1
            // right below names it anyway.
            <li
              key={crumb.path}
              className={
                current ? 'hidden items-center gap-x-2 sm:flex' : 'flex items-center gap-x-2'
              }
            >
              {index > 0 && <span aria-hidden="true">/</span>}
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  className="inline-flex min-h-11 items-center underline underline-offset-2 hover:text-link"
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
