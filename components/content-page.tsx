import type { ReactNode } from 'react';
import { loadPage } from '@/lib/content/pages';
import { PageHeader } from './page-header';
import { ActionLinks } from './sections/action-links';
import { PageSections } from './sections/page-sections';

/**
 * A page made of content/pages/<slug>.yaml: header, then its sections. `children` go between
 * the header and the sections (a form, a live list).
 */
export function ContentPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = loadPage(slug);
  return (
    <article>
      <PageHeader heading={page.heading} lead={page.lead}>
        {page.actions && <ActionLinks actions={page.actions} />}
      </PageHeader>
      {children}
      <PageSections sections={page.sections} />
    </article>
  );
}
