import { FormattedDate } from '@/components/formatted-date';
import { PageHeader } from '@/components/page-header';
import { Prose } from '@/components/prose';
import { loadLegal } from '@/lib/content/legal';
import { loadUi } from '@/lib/content/ui';
import { markdownHeadings } from '@/lib/markdown';
import { TableOfContents } from './table-of-contents';

/** A legal text from content/legal/<slug>.md: heading, date, contents, then the prose. */
export function LegalDocument({ slug }: { slug: string }) {
  const document = loadLegal(slug);
  const ui = loadUi();
  return (
    <article>
      <PageHeader heading={document.heading} lead={document.lead}>
        <p className="mt-4 text-sm text-muted">
          {ui.lastUpdated}: <FormattedDate date={document.updated} />
        </p>
      </PageHeader>
      <TableOfContents label={ui.contents} headings={markdownHeadings(document.body)} />
      <Prose markdown={document.body} className="mt-4" />
    </article>
  );
}
