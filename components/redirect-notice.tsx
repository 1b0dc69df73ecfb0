import type { Metadata } from 'next';
import { LocalLink as Link } from '@/components/local-link';
import { loadUi } from '@/lib/content/ui';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localePath } from '@/lib/i18n/paths';
import { fill } from '@/lib/format';
import { pageName } from '@/lib/routes';
import { PageHeader } from './page-header';

/**
 * For an address that only sends visitors on. The CDN answers it with a 301 (firebase.json); this
 * page covers plain static hosts and `next dev`: it names the target as canonical, refreshes to it,
 * and shows a link for browsers that do not follow refreshes.
 */
export function redirectMetadata(to: string): Metadata {
  return {
    title: loadUi().redirect.title,
    alternates: { canonical: localePath(to, pageLocale()) },
    robots: { index: false, follow: true },
  };
}

export function RedirectNotice({ to }: { to: string }) {
  const text = loadUi().redirect;
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${localePath(to, pageLocale())}`} />
      <PageHeader heading={text.heading} lead={text.body}>
        <p className="mt-6">
          <Link href={to} className="font-semibold text-link underline">
            {fill(text.link, { page: pageName(to) })}
          </Link>
        </p>
      </PageHeader>
    </>
  );
}
