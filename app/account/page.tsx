import type { Metadata } from 'next';
import { AccountApp } from '@/components/account/account-app';
import { PageHeader } from '@/components/page-header';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { pageMetadata } from '@/lib/seo';

const copy = loadAuth();

// A personal page: nothing for search engines.
export const metadata: Metadata = {
  ...pageMetadata({ title: copy.title, description: copy.description, path: '/account' }),
  robots: { index: false, follow: true },
};

/** Sign in, sign up and the account itself; rendered in the browser (its static HTML says so). */
export default function AccountPage() {
  return (
    <article>
      <PageHeader heading={copy.heading} />
      <AccountApp copy={copy} messages={loadForms().validation} />
    </article>
  );
}
