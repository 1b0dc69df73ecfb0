import type { Metadata } from 'next';
import { PageHeader } from '@/components/page-header';
import { LinkCards } from '@/components/sections/link-cards';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';

const text = loadUi().notFound;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default function NotFound() {
  const site = loadSite();
  return (
    <>
      <PageHeader heading={text.heading} lead={text.body} />
      <div className="mt-8">
        <LinkCards
          items={site.menu.map((link) => ({ title: link.label, body: link.href, href: link.href }))}
        />
      </div>
    </>
  );
}
