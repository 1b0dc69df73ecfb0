import type { ReactNode } from 'react';
import { audienceOf } from '@/lib/audiences';
import { loadPage } from '@/lib/content/pages';
import { PageHeader } from './page-header';
import { ActionLinks } from './sections/action-links';
import { AudiencePaths } from './sections/audience-paths';
import { PageSections } from './sections/page-sections';
import { Showcase } from './showcase';

/**
 * A page made of content/pages/<slug>.yaml: its opening, then its sections. An audience page wears
 * its audience's colours. `children` go between the opening and the sections (a form, a live list).
 */
export function ContentPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = loadPage(slug);
  return (
    <article data-audience={audienceOf(`/${slug}`)}>
      <PageHeader
        heading={page.heading}
        lead={page.lead}
        eyebrow={page.eyebrow}
        aside={
          // The audience paths fill a phone's first screen, and draw each side of the market
          // already: there the examples would only repeat them, below the first screen.
          page.showcase &&
          (page.paths ? (
            <div className="hidden lg:block">
              <Showcase {...page.showcase} inFirstScreen={false} />
            </div>
          ) : (
            <Showcase {...page.showcase} inFirstScreen />
          ))
        }
      >
        {/* The call to action before the paths: on a phone, in the first screen in every language. */}
        {page.actions && <ActionLinks actions={page.actions} />}
        {page.paths && <AudiencePaths paths={page.paths} />}
      </PageHeader>
      {children}
      <PageSections sections={page.sections} />
    </article>
  );
}
