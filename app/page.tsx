import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/page-header';
import { loadUi } from '@/lib/content/ui';

const text = loadUi().rootRedirect;

// The CDN answers "/" with a 301 (firebase.json); this page covers plain static hosts and `next dev`.
export const metadata: Metadata = {
  title: text.title,
  alternates: { canonical: '/welcome' },
  robots: { index: false, follow: true },
};

export default function RootRedirect() {
  return (
    <>
      <meta httpEquiv="refresh" content="0; url=/welcome" />
      <PageHeader heading={text.heading} lead={text.body}>
        <p className="mt-6">
          <Link
            href="/welcome"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {text.link}
          </Link>
        </p>
      </PageHeader>
    </>
  );
}
