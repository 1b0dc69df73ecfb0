import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { routeMetadata } from '@/lib/seo';
import { AccountApp } from './account-app';

export const generateMetadata = localizedMetadata(() => routeMetadata('/account'));

/** Sign in, sign up and the account itself; the forms and the record are rendered in the browser. */
function AccountPage() {
  const copy = loadAuth();
  const { validation, requests } = loadForms();
  return (
    <article>
      <PageHeader heading={copy.heading} lead={copy.lead} />
      <noscript>
        <p className="mt-8 text-muted">{copy.noScript}</p>
      </noscript>
      {/* The forms replace the loading text after hydration: hold their height so nothing shifts. */}
      <div className="min-h-[44rem]">
        {/* It reads ?join=<role>, which a static export only knows in the browser. */}
        <Suspense>
          <AccountApp
            copy={copy}
            messages={validation}
            requests={{
              offline: requests.offline,
              network: requests.network,
              failed: requests.failed,
            }}
          />
        </Suspense>
      </div>
    </article>
  );
}

export default sitePage('/account', AccountPage);
