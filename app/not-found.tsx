import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { LinkCards } from '@/components/sections/link-cards';
import { loadUi } from '@/lib/content/ui';
import { menuLinks, pageRoute } from '@/lib/routes';

const text = loadUi().notFound;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default function NotFound() {
  return (
    <>
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
    </>
  );
}
