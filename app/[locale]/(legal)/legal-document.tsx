import type { ReactNode } from 'react';
import { FormattedDate } from '@/components/formatted-date';
import { PageHeader } from '@/components/page-header';
import { Prose } from '@/components/prose';
import { loadLegal } from '@/lib/content/legal';
import { loadUi } from '@/lib/content/ui';
import { markdownHeadings } from '@/lib/markdown';
import { TableOfContents } from './table-of-contents';

/**
 * A legal text from content/legal/<slug>.md: heading, date, contents, then the prose, and what
 * the page adds after it (the privacy policy's measurement choice).
 */
export function LegalDocument({ slug, children }: { slug: string; children?: ReactNode }) {
  const document = loadLegal(slug);
  const ui = loadUi();
  const [beforeDate, afterDate] = ui.lastUpdated.split('{date}');
  return (
    <article>
      <PageHeader heading={document.heading} lead={document.lead}>
        <p className="mt-4 text-sm text-muted">
          {beforeDate}
          <FormattedDate date={document.updated} />
          {afterDate}
        </p>
      </PageHeader>
      <TableOfContents label={ui.contents} headings={markdownHeadings(document.body)} />
      <Prose markdown={document.body} className="mt-4" />
      {children}
    </article>
  );
}
