import type { ComponentProps, ReactNode } from 'react';
import type { Cover } from '@/lib/content/fields';
import { Breadcrumbs } from './breadcrumbs';
import { CoverPicture } from './cover-picture';
import { FactList } from './fact-list';
import { FirstPaint } from './first-paint';
import { JsonLd } from './json-ld';
import { PageHeader } from './page-header';
import { Prose } from './prose';

/**
 * The page of one entry of a collection (a job, an article): breadcrumbs, header with key facts,
 * a cover picture if it has one, the Markdown body, then whatever the entry needs at the end (how
 * to apply, a way back).
 */
export function DetailPage({
  path,
  parents,
  heading,
  lead,
  facts,
  cover,
  body,
  structuredData,
  children,
}: {
  /** The entry's address, below its list page's (e.g. /jobs/<slug>). */
  path: string;
  /** The pages above it, where its address has none (see Breadcrumbs). */
  parents?: ComponentProps<typeof Breadcrumbs>['parents'];
  heading: string;
  lead: string;
  facts: { label: string; value: ReactNode }[];
  /** A picture under the header, if the entry has one. */
  cover?: Cover;
  body: string;
  structuredData: object;
  children: ReactNode;
}) {
  return (
    <article>
      <Breadcrumbs path={path} name={heading} parents={parents} />
      {/* The entry's body, not its lead, is its largest text, so the first paint draws both: held
          back behind the opening, the body was drawn one stylesheet round trip later, and the
          largest paint with it. What follows it, below the first screen, is read once the
          stylesheet is in: drawn whole with the rest, the call to action and the footer delayed
          the largest paint. */}
      <FirstPaint>
        <PageHeader heading={heading} lead={lead}>
          <FactList facts={facts} />
        </PageHeader>
        {cover && <CoverPicture cover={cover} />}
        <Prose markdown={body} className="mt-8" />
      </FirstPaint>
      {children}
      <JsonLd data={structuredData} />
    </article>
  );
}
