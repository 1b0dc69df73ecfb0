import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { SiteDocument } from '@/components/shell/site-document';
import { LinkCards } from '@/components/sections/link-cards';
import { loadUi } from '@/lib/content/ui';
import { menuLinks, pageRoute } from '@/lib/routes';
import { siteMetadata } from '@/lib/seo';
import { siteViewport } from '@/lib/site-viewport';

const text = loadUi().notFound;

export const metadata: Metadata = {
  ...siteMetadata(),
  title: text.title,
  robots: { index: false },
};
export const viewport = siteViewport;

/** The one 404 page of the export, for every address the site does not have. */
export default function NotFound() {
  return (
    <SiteDocument locale="en">
      <PageHeader heading={text.heading} lead={text.body} />
      <div className="mt-8">
        <LinkCards
          items={[...menuLinks().map((link) => link.href), '/search'].map((path) => {
            // Each way on is described by its page's own description, not by its address.
            const head = pageRoute(path).head();
            return { title: head.label, body: head.description, href: path };
          })}
        />
      </div>
    </SiteDocument>
  );
}
