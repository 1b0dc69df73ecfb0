import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { LinkCards } from '@/components/sections/link-cards';
import { loadUi } from '@/lib/content/ui';
import { menuLinks, routeLabel } from '@/lib/routes';

const text = loadUi().notFound;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageHeader heading={text.heading} lead={text.body} />
      <div className="mt-8">
        <LinkCards
          items={[...menuLinks(), { label: routeLabel('/search'), href: '/search' }].map(
            (link) => ({ title: link.label, body: link.href, href: link.href }),
          )}
        />
      </div>
    </>
  );
}
